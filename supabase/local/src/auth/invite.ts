import { randomUUID } from 'node:crypto';
import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { inviteUser } from './admin-links.ts';
import { runBeforeUserCreated } from './before-user-created.ts';
import { unprocessable } from './errors.ts';
import { issueEmailToken, restoreEmailToken, sendOrUndo } from './emails.ts';
import { requireAdmin } from './guard.ts';
import { redirectPolicy, redirectTarget } from './redirects.ts';
import { objectParam, readParams, stringParam } from './request.ts';
import { findUserByEmail, loadUserJson } from './users-repo.ts';
import { validateEmail } from './validation.ts';

/**
 * POST /invite (API.Invite, supabase-js auth.admin.inviteUserByEmail): service role only. Creates
 * the account without a password (or takes an unconfirmed one), mails an `invite` link (no
 * max_frequency, as in GoTrue) and answers the user. Verifying the link confirms the address and
 * signs the person in, with a random password the app asks them to replace. A confirmed address
 * is `422 email_exists`; a failed mail takes everything back.
 */
export async function invite(ctx: LocalContext, req: Request, url: URL): Promise<Response> {
  await requireAdmin(ctx, req);
  const params = await readParams(req);
  const email = validateEmail(stringParam(params, 'email'));
  const data = objectParam(params, 'data') ?? {};
  const redirectTo = redirectTarget(
    redirectPolicy(ctx.config),
    req,
    url.searchParams.get('redirect_to'),
  );
  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) {
    throw unprocessable(
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  const newId = randomUUID();
  if (!existing) await runBeforeUserCreated(ctx, req, { id: newId, email, userMetadata: data });

  const { userId, token } = await ctx.db.transaction(async (tx) => {
    const user = await inviteUser(tx, existing, email, data, newId);
    const issued = await issueEmailToken(tx, { id: user.id, email }, 'confirmation', false);
    await tx.query('update auth.users set invited_at = now() where id = $1', [user.id]);
    return { userId: user.id, token: issued };
  });
  const undo = existing
    ? () => restoreEmailToken(ctx.db, userId, 'confirmation', token)
    : async () => {
        await ctx.db.query('delete from auth.users where id = $1', [userId]);
      };
  const recipient = { id: userId, email };
  await sendOrUndo(ctx, req, { user: recipient, action: 'invite', token, redirectTo }, undo);
  return json(await loadUserJson(ctx.db, userId));
}

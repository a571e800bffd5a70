import type { LocalContext } from '../context.ts';
import {
  issueEmailToken,
  restoreEmailToken,
  sendOrUndo,
  type EmailAction,
  type EmailTokenKind,
} from './emails.ts';
import { createFlowState, type FlowMethod, type PkceChallenge } from './pkce.ts';

export interface FlowTokenMail {
  user: { id: string; email: string };
  /** The auth.users token column it is stored in (and throttled by). */
  kind: EmailTokenKind;
  /** The mail it goes out as. */
  action: EmailAction;
  /** A PKCE client's challenge, stored as a flow state of `method` beside the token. */
  pkce: PkceChallenge | null;
  method: FlowMethod;
  redirectTo: string;
}

/**
 * A throttled single-use token mailed for a sign-in flow (recovery, a resent confirmation, a magic
 * link). A PKCE client's flow state shares the token's transaction, so a throttled request leaves
 * none; a mail that cannot go out puts the earlier token back.
 */
export async function mailFlowToken(
  ctx: LocalContext,
  req: Request,
  mail: FlowTokenMail,
): Promise<void> {
  const { user, kind, pkce } = mail;
  const token = await ctx.db.transaction(async (tx) => {
    if (pkce) await createFlowState(tx, user.id, mail.method, pkce);
    return issueEmailToken(tx, user, kind, true, pkce !== null);
  });
  await sendOrUndo(
    ctx,
    req,
    { user, action: mail.action, token, redirectTo: mail.redirectTo },
    () => restoreEmailToken(ctx.db, user.id, kind, token),
  );
}

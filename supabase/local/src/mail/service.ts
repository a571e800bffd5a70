import type { LocalContext, Service } from '../context.ts';
import { escapeHtml, html, json, readJson } from '../http/responses.ts';
import { bearerToken } from '../jwt.ts';
import type { StoredMail } from './mailer.ts';

function linkify(text: string): string {
  return escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem;color:#111}
li{margin:.5rem 0}pre{white-space:pre-wrap;background:#f4f4f5;padding:1rem;border-radius:.5rem}
small{color:#555}</style></head><body>${body}</body></html>`;
}

function listPage(messages: StoredMail[], to: string | null): string {
  const items = messages
    .map(
      (m) => `<li><a href="/_dev/mail/${m.id}">${escapeHtml(m.subject)}</a><br>
<small>to ${escapeHtml(m.to_address)} · ${escapeHtml(m.sent_at)}</small></li>`,
    )
    .join('');
  return page(
    'Mail outbox — supabase/local',
    `<h1>Mail outbox</h1><p>Every message sent by this local stack lands here; nothing leaves the machine.</p>
<form><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${messages.length ? `<ol reversed>${items}</ol>` : '<p>No messages yet.</p>'}`,
  );
}

function messagePage(m: StoredMail): string {
  return page(
    m.subject,
    `<p><a href="/_dev/mail">← All messages</a></p><h1>${escapeHtml(m.subject)}</h1>
<p><small>From ${escapeHtml(m.from_address)} to ${escapeHtml(m.to_address)} · ${escapeHtml(m.sent_at)}</small></p>
<pre>${linkify(m.text_body)}</pre>`,
  );
}

function wantsJson(req: Request, url: URL): boolean {
  return (
    url.searchParams.get('format') === 'json' ||
    (req.headers.get('accept') ?? '').includes('application/json')
  );
}

/**
 * /_dev/mail: the mail outbox. GET lists (HTML for people, JSON with ?format=json or
 * Accept: application/json), GET /:id shows one, POST /send (service-role key) stores a message.
 */
export function createMailService(ctx: LocalContext): Service {
  return {
    prefix: '/_dev/mail',
    localOnly: true,
    // A local-only page and endpoint: the outbox is no part of hosted Supabase's gateway.
    apiKeyPolicy: () => 'open',
    async handle(req, path, url) {
      if (req.method === 'POST' && path === '/send') {
        if (bearerToken(req) !== ctx.keys.serviceRoleKey)
          return json({ message: 'service role key required' }, 401);
        const body = (await readJson(req).catch(() => null)) as Record<string, unknown> | null;
        const to = typeof body?.to === 'string' ? body.to : '';
        const subject = typeof body?.subject === 'string' ? body.subject : '';
        const text = typeof body?.text === 'string' ? body.text : '';
        if (!/^[^\s@]+@[^\s@]+$/.test(to) || !subject || !text) {
          return json({ message: 'to (an email address), subject and text are required' }, 400);
        }
        const id = await ctx.mailer.send({
          to,
          subject,
          text,
          html: typeof body?.html === 'string' ? body.html : undefined,
          ...(typeof body?.from === 'string' ? { from: body.from } : {}),
        });
        return json({ id }, 201);
      }
      if (req.method !== 'GET') return json({ message: 'Method not allowed' }, 405);
      const id = /^\/(\d+)$/.exec(path)?.[1];
      if (id) {
        const message = await ctx.mailer.get(Number(id));
        if (!message) return json({ message: 'Not found' }, 404);
        return wantsJson(req, url) ? json(message) : html(messagePage(message));
      }
      if (path !== '' && path !== '/') return json({ message: 'Not found' }, 404);
      const to = url.searchParams.get('to');
      const messages = await ctx.mailer.list(to);
      return wantsJson(req, url) ? json(messages) : html(listPage(messages, to));
    },
  };
}

import { escapeHtml } from '../http/responses.ts';
import type { SessionRow } from './session-store.ts';

/** Stripe amounts are in the currency's minor unit; Intl knows how many digits that is. */
export function formatAmount(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

/** The sandbox's plain page: readable on a phone, keyboard-usable. */
export function sandboxLayout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:0 auto;padding:1rem;color:#111;line-height:1.5}
.note{background:#fef3c7;color:#713f12;padding:.5rem .75rem;border-radius:.5rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
form{display:inline}h2{font-size:1.25rem}section{border:1px solid #ddd;border-radius:.75rem;padding:0 1rem 1rem;margin:1rem 0}button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:2px solid #1d4ed8;
min-height:44px;cursor:pointer;margin:.25rem .5rem .25rem 0}
.pay{background:#1d4ed8;color:#fff}.cancel{background:#fff;color:#1d4ed8}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ddd}
dt{font-weight:600}dd{margin:0 0 .5rem}</style></head><body><main>${body}</main></body></html>`;
}

const SANDBOX_NOTE =
  '<p class="note">Payment sandbox of supabase/local: test mode, no money moves. Paying sends a signed ' +
  '<code>checkout.session.completed</code> webhook, as Stripe would.</p>';

function details(row: SessionRow): string {
  const items = [
    row.customer_email ? `<dt>Email</dt><dd>${escapeHtml(row.customer_email)}</dd>` : '',
    `<dt>Session</dt><dd><code>${escapeHtml(row.id)}</code></dd>`,
  ].join('');
  return `<dl>${items}</dl>`;
}

export function checkoutPage(row: SessionRow): string {
  const amount = formatAmount(row.amount_total, row.currency);
  const period = row.mode === 'subscription' ? ' <small>(subscription)</small>' : '';
  const base = `/_dev/checkout/${encodeURIComponent(row.id)}`;
  return sandboxLayout(
    `Checkout — ${row.description}`,
    `${SANDBOX_NOTE}<h1>${escapeHtml(row.description)}</h1>
<p class="amount">${escapeHtml(amount)}${period}</p>${details(row)}
<form method="post" action="${base}/pay"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">Cancel</button></form>`,
  );
}

/** Shown for a session that can no longer be paid or cancelled. */
export function closedPage(row: SessionRow): string {
  const word = row.status === 'complete' ? 'paid' : 'expired';
  return sandboxLayout(
    'Checkout closed',
    `${SANDBOX_NOTE}<h1>This checkout is already ${word}</h1>
<p>${escapeHtml(row.description)} — ${escapeHtml(formatAmount(row.amount_total, row.currency))}</p>${details(row)}
<p><a href="/_dev/checkout">All sandbox sessions</a></p>`,
  );
}

export function notFoundPage(): string {
  return sandboxLayout(
    'Checkout not found',
    '<h1>No such checkout session</h1><p><a href="/_dev/checkout">All sandbox sessions</a></p>',
  );
}

export function listPage(rows: SessionRow[]): string {
  const body = rows
    .map(
      (
        row,
      ) => `<tr><td><a href="/_dev/checkout/${encodeURIComponent(row.id)}">${escapeHtml(row.description)}</a></td>
<td>${escapeHtml(formatAmount(row.amount_total, row.currency))}</td><td>${escapeHtml(row.status)}</td>
<td>${row.webhook_status === null ? '—' : String(row.webhook_status)}</td></tr>`,
    )
    .join('');
  return sandboxLayout(
    'Payment sandbox — supabase/local',
    `<h1>Payment sandbox</h1>${SANDBOX_NOTE}
${rows.length ? `<table><caption>Checkout sessions, newest first</caption><thead><tr><th scope="col">Description</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Webhook</th></tr></thead><tbody>${body}</tbody></table>` : '<p>No checkout sessions yet.</p>'}`,
  );
}

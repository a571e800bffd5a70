import { escapeHtml } from '../http/responses.ts';
import { formatAmount, sandboxLayout } from './pages.ts';
import type { PortalSessionRow, SubscriptionRow } from './subscription-store.ts';

const PORTAL_NOTE =
  '<p class="note">Billing portal of the supabase/local payment sandbox: test mode, no money moves. ' +
  'Each change sends the signed <code>customer.subscription.*</code> and <code>invoice.*</code> ' +
  'webhook events Stripe would.</p>';

const date = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function every(row: SubscriptionRow): string {
  if (row.period_count === 1) return row.period_unit;
  return `${row.period_count} ${row.period_unit}s`;
}

function action(base: string, row: SubscriptionRow, name: string, label: string, extra = '') {
  return `<form method="post" action="${base}/${name}"><input type="hidden" name="subscription" value="${escapeHtml(row.id)}">${extra}<button type="submit">${escapeHtml(label)}</button></form>`;
}

function switchForms(base: string, session: PortalSessionRow, row: SubscriptionRow): string {
  return session.plans
    .filter((plan) => plan.interval !== row.period_unit || plan.interval_count !== row.period_count)
    .map((plan) =>
      action(
        base,
        row,
        'switch',
        `Switch to ${plan.label} (${formatAmount(plan.amount, row.currency)})`,
        `<input type="hidden" name="plan" value="${escapeHtml(plan.plan_type)}">`,
      ),
    )
    .join('');
}

function subscriptionCard(base: string, session: PortalSessionRow, row: SubscriptionRow) {
  const ended = row.status === 'canceled';
  const state = ended
    ? `Ended on ${date(row.current_period_end)}`
    : row.cancel_at_period_end
      ? `Cancels on ${date(row.current_period_end)}`
      : `Renews on ${date(row.current_period_end)}`;
  const controls = ended
    ? ''
    : `<h3>Manage</h3>${
        row.cancel_at_period_end
          ? action(base, row, 'resume', 'Resume subscription')
          : action(base, row, 'cancel', 'Cancel subscription')
      }${switchForms(base, session, row)}
<h3>Sandbox clock</h3>
${action(base, row, 'renew', 'Renew now (next period paid)')}${action(base, row, 'fail', 'Renewal payment fails')}${action(base, row, 'end', 'End the period now')}`;
  return `<section aria-label="Subscription ${escapeHtml(row.id)}"><h2>${escapeHtml(
    formatAmount(row.amount, row.currency),
  )} every ${escapeHtml(every(row))}</h2>
<dl><dt>Status</dt><dd>${escapeHtml(row.status)}</dd><dt>Period</dt><dd>${escapeHtml(state)}</dd>
<dt>Subscription</dt><dd><code>${escapeHtml(row.id)}</code></dd></dl>${controls}</section>`;
}

export function portalPage(session: PortalSessionRow, rows: SubscriptionRow[]): string {
  const base = `/_dev/checkout/portal/${encodeURIComponent(session.id)}`;
  const cards = rows.length
    ? rows.map((row) => subscriptionCard(base, session, row)).join('')
    : '<p>This customer has no subscriptions.</p>';
  return sandboxLayout(
    'Manage your subscription',
    `${PORTAL_NOTE}<h1>Manage your subscription</h1>${cards}
<p><a href="${escapeHtml(session.return_url)}">Return to LaughLoop</a></p>`,
  );
}

export function portalNotFoundPage(): string {
  return sandboxLayout('Portal not found', '<h1>No such billing portal session</h1>');
}

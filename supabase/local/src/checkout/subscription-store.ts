import type { Db } from '../db/types.ts';
import { randomId } from './session-store.ts';

type Interval = 'day' | 'week' | 'month' | 'year';

export interface SubscriptionRow {
  id: string;
  customer: string;
  /** Unix seconds, as Stripe reports times (so are the period bounds and canceled_at). */
  created: number;
  status: 'active' | 'past_due' | 'canceled';
  amount: number;
  currency: string;
  period_unit: Interval;
  period_count: number;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  metadata: Record<string, string>;
}

/** A plan the sandbox portal offers to switch to (sent by the function that opens the portal). */
export interface PortalPlan {
  plan_type: string;
  label: string;
  amount: number;
  interval: Interval;
  interval_count: number;
}

export interface PortalSessionRow {
  id: string;
  customer: string;
  return_url: string;
  plans: PortalPlan[];
}

const epoch = (column: string) => `floor(extract(epoch from ${column}))::float8 as ${column}`;
const COLUMNS = `id, customer, floor(extract(epoch from created_at))::float8 as created, status, amount,
  currency, period_unit, period_count, ${epoch('current_period_start')}, ${epoch('current_period_end')},
  cancel_at_period_end, ${epoch('canceled_at')}, metadata`;

/** SQL for one billing period after `start` ($n is the start, the row's interval applies). */
const periodAfter = (start: string) =>
  `${start} + make_interval(
     years => case when period_unit = 'year' then period_count else 0 end,
     months => case when period_unit = 'month' then period_count else 0 end,
     weeks => case when period_unit = 'week' then period_count else 0 end,
     days => case when period_unit = 'day' then period_count else 0 end)`;

export interface NewSubscription {
  id: string;
  customer: string;
  amount: number;
  currency: string;
  period_unit: Interval;
  period_count: number;
  metadata: Record<string, string>;
}

/** Bookkeeping of the sandbox's subscriptions and portal sessions. */
export class SubscriptionStore {
  constructor(private readonly db: Db) {}

  private async one(sql: string, params: unknown[]): Promise<SubscriptionRow | null> {
    const { rows } = await this.db.query<SubscriptionRow>(`${sql} returning ${COLUMNS}`, params);
    return rows[0] ?? null;
  }

  async create(input: NewSubscription): Promise<SubscriptionRow> {
    const row = await this.one(
      `insert into _local.subscriptions
         (id, customer, amount, currency, period_unit, period_count, current_period_start,
          current_period_end, metadata)
       select $1, $2, $3, $4, period_unit, period_count, now(), ${periodAfter('now()')}, $7::jsonb
         from (select $5::text as period_unit, $6::int as period_count) as period
       on conflict (id) do nothing`,
      [
        input.id,
        input.customer,
        input.amount,
        input.currency,
        input.period_unit,
        input.period_count,
        JSON.stringify(input.metadata),
      ],
    );
    return row ?? (await this.get(input.id))!;
  }

  async get(id: string): Promise<SubscriptionRow | null> {
    const { rows } = await this.db.query<SubscriptionRow>(
      `select ${COLUMNS} from _local.subscriptions where id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async ofCustomer(customer: string): Promise<SubscriptionRow[]> {
    const { rows } = await this.db.query<SubscriptionRow>(
      `select ${COLUMNS} from _local.subscriptions where customer = $1 order by created_at desc, id`,
      [customer],
    );
    return rows;
  }

  /** Sets cancel_at_period_end on a subscription that has not ended. */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionRow | null> {
    return this.one(
      `update _local.subscriptions set cancel_at_period_end = $2,
         canceled_at = case when $2 then now() else null end
       where id = $1 and status <> 'canceled'`,
      [id, cancel],
    );
  }

  /** Moves to another plan from now on, as Stripe does without proration. */
  switchPlan(id: string, plan: PortalPlan): Promise<SubscriptionRow | null> {
    return this.one(
      `update _local.subscriptions set amount = $2, period_unit = $3, period_count = $4,
         metadata = metadata || jsonb_build_object('planType', $5::text)
       where id = $1 and status <> 'canceled'`,
      [id, plan.amount, plan.interval, plan.interval_count, plan.plan_type],
    );
  }

  /** The next period is paid: it starts where the last one ended. */
  renew(id: string): Promise<SubscriptionRow | null> {
    return this.one(
      `update _local.subscriptions set status = 'active',
         current_period_start = current_period_end,
         current_period_end = ${periodAfter('current_period_end')}
       where id = $1 and status <> 'canceled' and not cancel_at_period_end`,
      [id],
    );
  }

  markPastDue(id: string): Promise<SubscriptionRow | null> {
    return this.one(
      `update _local.subscriptions set status = 'past_due' where id = $1 and status <> 'canceled'`,
      [id],
    );
  }

  /** The subscription ends now (its period is over, or it was cancelled outright). */
  end(id: string): Promise<SubscriptionRow | null> {
    return this.one(
      `update _local.subscriptions set status = 'canceled', canceled_at = coalesce(canceled_at, now()),
         current_period_end = least(current_period_end, now())
       where id = $1 and status <> 'canceled'`,
      [id],
    );
  }

  async createPortal(customer: string, returnUrl: string, plans: PortalPlan[]) {
    const { rows } = await this.db.query<PortalSessionRow>(
      `insert into _local.portal_sessions (id, customer, return_url, plans)
       values ($1, $2, $3, $4::jsonb) returning id, customer, return_url, plans`,
      [randomId('bps_test_', 24), customer, returnUrl, JSON.stringify(plans)],
    );
    return rows[0]!;
  }

  async portal(id: string): Promise<PortalSessionRow | null> {
    const { rows } = await this.db.query<PortalSessionRow>(
      `select id, customer, return_url, plans from _local.portal_sessions where id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }
}

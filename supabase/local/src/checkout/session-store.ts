import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types.ts';
import type { SessionInput } from './session-input.ts';

type SessionStatus = 'open' | 'complete' | 'expired';

export interface SessionRow {
  id: string;
  /** Unix seconds, as Stripe reports times. */
  created: number;
  status: SessionStatus;
  mode: 'payment' | 'subscription';
  amount_total: number;
  currency: string;
  description: string;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number } | null;
  webhook_status: number | null;
  webhook_response: string | null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: prefix plus random letters and digits. */
export function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte % ALPHABET.length];
  return `${prefix}${suffix}`;
}

const COLUMNS = `id, floor(extract(epoch from created_at))::float8 as created, status, mode, amount_total, currency,
  description, success_url, cancel_url, customer_email, client_reference_id, metadata, recurring,
  webhook_status, webhook_response`;

/** Bookkeeping of the payment sandbox in _local.checkout_sessions. */
export class SessionStore {
  constructor(private readonly db: Db) {}

  async create(input: SessionInput): Promise<SessionRow> {
    const { rows } = await this.db.query<SessionRow>(
      `insert into _local.checkout_sessions
         (id, mode, amount_total, currency, description, success_url, cancel_url, customer_email,
          client_reference_id, metadata, recurring)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb)
       returning ${COLUMNS}`,
      [
        randomId('cs_test_', 32),
        input.mode,
        input.amount_total,
        input.currency,
        input.description,
        input.success_url,
        input.cancel_url,
        input.customer_email ?? null,
        input.client_reference_id ?? null,
        JSON.stringify(input.metadata ?? {}),
        input.mode === 'subscription'
          ? JSON.stringify(input.recurring ?? { interval: 'month', interval_count: 1 })
          : null,
      ],
    );
    return rows[0]!;
  }

  async get(id: string): Promise<SessionRow | null> {
    const { rows } = await this.db.query<SessionRow>(
      `select ${COLUMNS} from _local.checkout_sessions where id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async list(limit = 100): Promise<SessionRow[]> {
    const { rows } = await this.db.query<SessionRow>(
      `select ${COLUMNS} from _local.checkout_sessions order by created_at desc, id limit $1`,
      [limit],
    );
    return rows;
  }

  /** Moves an open session to `status`; null when it is not open (or does not exist). */
  async close(id: string, status: 'complete' | 'expired'): Promise<SessionRow | null> {
    const { rows } = await this.db.query<SessionRow>(
      `update _local.checkout_sessions set status = $2 where id = $1 and status = 'open' returning ${COLUMNS}`,
      [id, status],
    );
    return rows[0] ?? null;
  }

  async recordWebhook(id: string, status: number | null, response: string): Promise<void> {
    await this.db.query(
      `update _local.checkout_sessions set webhook_status = $2, webhook_response = $3 where id = $1`,
      [id, status, response],
    );
  }
}

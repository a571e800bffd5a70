import type { Db } from '../db/types.ts';

export interface OutgoingMail {
  from?: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export interface StoredMail {
  id: number;
  sent_at: string;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

const DEFAULT_FROM = 'LaughLoop <no-reply@laughloop.local>';

/** The local mail outbox: every message is stored, nothing leaves the machine. */
export class Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: OutgoingMail): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      `insert into _local.mail (from_address, to_address, subject, text_body, html_body)
       values ($1, $2, $3, $4, $5) returning id`,
      [
        mail.from ?? DEFAULT_FROM,
        mail.to.trim().toLowerCase(),
        mail.subject,
        mail.text,
        mail.html ?? null,
      ],
    );
    return Number(rows[0]!.id);
  }

  async list(to?: string | null, limit = 100): Promise<StoredMail[]> {
    const { rows } = await this.db.query<StoredMail>(
      `select id::int as id, to_char(sent_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at,
              from_address, to_address, subject, text_body, html_body
         from _local.mail
        where $1::text is null or to_address = lower($1::text)
        order by id desc
        limit $2`,
      [to ?? null, limit],
    );
    return rows;
  }

  async get(id: number): Promise<StoredMail | null> {
    const { rows } = await this.db.query<StoredMail>(
      `select id::int as id, to_char(sent_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at,
              from_address, to_address, subject, text_body, html_body
         from _local.mail where id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }
}

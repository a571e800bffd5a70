import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import type { Json } from '../_shared/database.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { requireUser, userClient } from '../_shared/supabase.ts';
import {
  numberField,
  objectField,
  requiredText,
  requiredUuid,
  ValidationError,
} from '../_shared/validate.ts';

interface EarningResult {
  success: boolean;
  error: string | null;
  amount: number;
  replayed: boolean;
}

const CATEGORY = /^[a-z_]{2,32}$/;
const METADATA_MAX_BYTES = 4096;
/** The shape record_earning accepts for metadata.occurredAt: an ISO 8601 time with its zone. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** metadata.occurredAt, when sent, is a time; whether it is inside the window is the database's rule. */
function checkOccurredAt(metadata: Record<string, unknown>): void {
  const stamp = metadata.occurredAt;
  if (stamp === undefined || stamp === null) return;
  if (typeof stamp !== 'string' || !ISO_TIME.test(stamp) || Number.isNaN(Date.parse(stamp))) {
    throw new ValidationError('metadata.occurredAt must be an ISO 8601 date and time');
  }
}

/**
 * POST {category, amount, metadata} with the user's bearer token. The database applies every
 * earning rule and pays its own rate: the client's amount is type-checked and otherwise ignored.
 * metadata.idempotencyKey (the outbox UUID) makes a retried call pay at most once.
 * metadata.occurredAt (ISO 8601, optional: now when absent) is when the member did the action; the
 * database counts it on that UTC day if it is at most 72 hours old, not in the future and not
 * before the member's Premium began. Rule refusals ('Daily earning limit reached', 'This action is
 * more than 72 hours old and can no longer earn.', ...) come back as 200 {success: false, error},
 * as the SQL returns them; a malformed body is a 400.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    const category = requiredText(body, 'category', { max: 32 });
    if (!CATEGORY.test(category))
      throw new ValidationError('category must be an earning category name');
    numberField(body, 'amount', false);
    const metadata = objectField(body, 'metadata');
    const idempotencyKey = requiredUuid(metadata, 'idempotencyKey');
    checkOccurredAt(metadata);
    if (new TextEncoder().encode(JSON.stringify(metadata)).byteLength > METADATA_MAX_BYTES) {
      throw new ValidationError(`metadata must be at most ${METADATA_MAX_BYTES} bytes`);
    }
    const result = await callSqlJson<EarningResult>(userClient(req), 'record_earning', {
      p_category: category,
      // Parsed from the request's JSON body, so it is JSON.
      p_metadata: metadata as Json,
      p_idempotency_key: idempotencyKey,
    });
    return jsonResponse(result);
  }),
);

import type { z } from 'zod';
import { readJson } from '../http/responses.ts';
import { errors } from './errors.ts';

/** Reads and validates a JSON body, answering bad input as the storage server's schema check does. */
export async function readBody<T>(req: Request, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await readJson(req);
  } catch {
    throw errors.badRequest('Body is not valid JSON');
  }
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `body/${issue.path.join('/')} ` : 'body ';
    throw errors.badRequest(`${where}${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}

import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { Stack } from './stack.ts';

/** Edge functions made for the tests; they import the real supabase/functions/_shared. */
export const FIXTURE_FUNCTIONS = 'tests/integration/fixtures/functions';

/** A token shaped like the anon key but signed with a secret the stack does not know. */
export function forgedAnonKey(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: 'supabase-demo', role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode('a-different-secret-that-is-at-least-32-chars'));
}

/** The status and JSON body of a failed `functions.invoke`. */
export async function invokeFailure(error: unknown): Promise<{ status: number; body: unknown }> {
  if (!(error instanceof FunctionsHttpError))
    throw new Error(`expected FunctionsHttpError, got ${String(error)}`);
  const response = error.context as Response;
  return { status: response.status, body: await response.json() };
}

/**
 * Fails with the function's status and body when `functions.invoke` failed: supabase-js leaves
 * them unread in the error's `context`, so `expect(error).toBeNull()` would show neither.
 */
export async function expectInvoked(error: unknown): Promise<void> {
  if (error) expect.fail(`functions.invoke failed: ${JSON.stringify(await invokeFailure(error))}`);
}

export interface CapturedMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
}

export async function mailTo(stack: Stack, to: string): Promise<CapturedMail[]> {
  const response = await fetch(`${stack.url}/_dev/mail?format=json&to=${encodeURIComponent(to)}`);
  return (await response.json()) as CapturedMail[];
}

/** A unique address per test, so mailbox assertions never see another test's messages. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@laughloop.test`;
}

/** A function's first boot downloads its npm: imports into the Deno cache, which takes a while. */
export const FIRST_BOOT_MS = 90_000;

import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { JwtVerifier } from '../../../supabase/local/src/jwt.ts';
import type { Stack } from './stack.ts';

export interface TestBucketOptions {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

/**
 * A throwaway bucket with the usual "own folder" policies for authenticated users
 * ((storage.foldername(name))[1] = auth.uid()) on select, insert, update and delete. The
 * product's buckets and policies live in its migrations; tests make their own.
 */
export async function createTestBucket(
  stack: Stack,
  options: TestBucketOptions = {},
): Promise<string> {
  const id = `test-${randomUUID().slice(0, 8)}`;
  await stack.gateway.db.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $1, $2, $3, $4)`,
    [id, options.public ?? false, options.fileSizeLimit ?? null, options.allowedMimeTypes ?? null],
  );
  const own = `bucket_id = '${id}' and (storage.foldername(name))[1] = (select auth.uid())::text`;
  await stack.gateway.db.exec(`
    create policy "${id} read own" on storage.objects for select to authenticated using (${own});
    create policy "${id} insert own" on storage.objects for insert to authenticated with check (${own});
    create policy "${id} update own" on storage.objects for update to authenticated using (${own}) with check (${own});
    create policy "${id} delete own" on storage.objects for delete to authenticated using (${own});
  `);
  return id;
}

export interface TestUser {
  id: string;
  token: string;
  client: SupabaseClient;
}

/** Signs an access token as GoTrue would (sub, role authenticated) without going through /auth/v1. */
export async function mintToken(
  stack: Stack,
  claims: Record<string, unknown>,
  expiresIn = 3600,
): Promise<string> {
  return new JwtVerifier(stack.gateway.keys.jwtSecret).sign(claims, expiresIn);
}

export function clientWithToken(stack: Stack, token: string): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export async function testUser(stack: Stack): Promise<TestUser> {
  const id = randomUUID();
  const token = await mintToken(stack, {
    sub: id,
    role: 'authenticated',
    aud: 'authenticated',
    email: `${id}@example.test`,
  });
  return { id, token, client: clientWithToken(stack, token) };
}

/** Deterministic bytes that differ at every offset, so a misplaced range or resume shows. */
export function patternBytes(size: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + seed + (i >> 8)) & 0xff;
  return bytes;
}

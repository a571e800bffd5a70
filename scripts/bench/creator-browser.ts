import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import type { SubmitStack } from './submit-stack.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A confirmed creator made through the auth admin API, and their password-grant session. */
async function createCreator(stack: SubmitStack): Promise<unknown> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-42';
  const admin = await fetch(`${stack.gatewayUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { full_name: 'Bench Creator' },
    }),
  });
  if (!admin.ok) throw new Error(`creating the user failed: ${admin.status} ${await admin.text()}`);
  const token = await fetch(`${stack.gatewayUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!token.ok) throw new Error(`sign-in failed: ${token.status} ${await token.text()}`);
  const session = (await token.json()) as { expires_in: number; expires_at?: number };
  session.expires_at ??= Math.round(Date.now() / 1000) + session.expires_in;
  return session;
}

/**
 * A phone-sized browser context with the camera allowed, the first-visit offers seen, and a new
 * creator signed in the way supabase-js leaves a session (its storage key, keyed by API host).
 */
export async function signedInCreator(
  browser: Browser,
  stack: SubmitStack,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: stack.appUrl,
    viewport: { width: 390, height: 844 },
    permissions: ['camera', 'microphone'],
    serviceWorkers: 'block',
  });
  const session = await createCreator(stack);
  const page = await context.newPage();
  await page.goto('/about-us');
  const key = `sb-${new URL(stack.apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.evaluate(
    ([name, value]) => {
      localStorage.setItem(name, value);
      localStorage.setItem('welcome-seen', 'true');
      localStorage.setItem('free-premium-seen', 'true');
    },
    [key, JSON.stringify(session)] as const,
  );
  return { context, page };
}

export interface StoredTake {
  id: string;
  status: string;
  startedAt: number;
  duration: number;
  bytes: number;
  chunks: number;
}

/** The takes in the app's IndexedDB, read directly (no app code). */
export function readTakes(page: Page): Promise<StoredTake[]> {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('laughloop');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    // No named helper functions in here: tsx would wrap them in a __name() the page lacks.
    const [takes, chunks] = (await Promise.all(
      ['takes', 'chunks'].map(
        (store) =>
          new Promise<unknown[]>((resolve, reject) => {
            if (!database.objectStoreNames.contains(store)) return resolve([]);
            const request = database.transaction(store).objectStore(store).getAll();
            request.onsuccess = () => resolve(request.result as unknown[]);
            request.onerror = () => reject(request.error);
          }),
      ),
    )) as [Array<Omit<StoredTake, 'chunks'>>, Array<{ takeId: string }>];
    database.close();
    return takes.map((take) => ({
      id: take.id,
      status: take.status,
      startedAt: take.startedAt,
      duration: take.duration,
      bytes: take.bytes,
      chunks: chunks.filter((chunk) => chunk.takeId === take.id).length,
    }));
  });
}

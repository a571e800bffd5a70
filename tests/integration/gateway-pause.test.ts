import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { configFrom } from '../../supabase/local/src/config.ts';
import { freshPgliteDataDir } from '../../supabase/local/src/dev/pglite-template.ts';
import { startGateway, type Gateway } from '../../supabase/local/src/server.ts';

// The WebKit suite takes its one stack down and up (scripts/e2e-stack.ts's control server) instead
// of restarting it: down must look like a server that went away, and up must come back on the same
// data and port.

let gateway: Gateway;
let dataDir: string;

beforeAll(async () => {
  dataDir = await freshPgliteDataDir('supabase');
  gateway = await startGateway(configFrom({ port: 0, dataDir, countFoldIntervalMs: 0 }));
});

afterAll(async () => {
  await gateway?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const settings = () =>
  fetch(`${gateway.url}/auth/v1/settings`, { headers: { apikey: gateway.keys.anonKey } });

/** A request whose answer is held back: it stays open on the server until the connection drops. */
function openConnection(): Promise<NodeJS.ErrnoException> {
  return new Promise((resolve) => {
    const held = request(`${gateway.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: {
        apikey: gateway.keys.anonKey,
        'content-type': 'application/json',
        'content-length': '100',
      },
    });
    held.on('error', resolve);
    held.on('response', () => resolve(new Error('answered before its body was sent')));
    held.write('{');
  });
}

it('refuses connections and drops open ones while paused, then answers on the same port and data', async () => {
  await gateway.db.query(`insert into public.contact_messages (name, email, subject, message)
    values ('Before', 'pause@example.com', 'Kept', 'Kept across the outage')`);
  const dropped = openConnection();
  // Answered after the held request's connection was accepted (the server takes them in order).
  expect((await settings()).status).toBe(200);

  await gateway.pause();
  expect((await dropped).code).toBe('ECONNRESET');
  const refused = await settings().then(
    () => 'answered',
    (error: Error & { cause?: { code?: string } }) => error.cause?.code,
  );
  expect(refused).toBe('ECONNREFUSED');
  // Pausing twice, or resuming twice, is harmless (a file may find the stack as it left it).
  await gateway.pause();

  await gateway.resume();
  await gateway.resume();
  expect((await settings()).status).toBe(200);
  const { rows } = await gateway.db.query<{ subject: string }>(
    `select subject from public.contact_messages where email = 'pause@example.com'`,
  );
  expect(rows).toEqual([{ subject: 'Kept' }]);
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { denoBinary } from './deno-binary.ts';
import { BootError, DenoWorker, listeningPort, type WorkerLaunch } from './deno-worker.ts';

// A worker used to get a port picked free beforehand; in between, another process could take it
// (CI: a 503 BOOT_ERROR on a function that boots fine elsewhere). Deno now binds port 0 and the
// router reads the port from Deno's "Listening on" line.

let dir: string;
let worker: DenoWorker | undefined;
let launch: WorkerLaunch;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deno-worker-'));
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function bootWith(source: string, bootTimeoutMs = 30_000): Promise<number> {
  await writeFile(join(dir, 'index.ts'), source);
  launch = {
    binary: denoBinary(),
    fn: { name: 'fn', entry: join(dir, 'index.ts'), dir, denoConfig: null },
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', DENO_DIR: join(dir, 'deno') },
    bootTimeoutMs,
    log: () => undefined,
  };
  worker = new DenoWorker('fn');
  return worker.ensure(() => Promise.resolve(launch));
}

async function answer(port: number): Promise<string> {
  return (await fetch(`http://127.0.0.1:${port}/`)).text();
}

describe('DenoWorker', () => {
  it('serves on the port Deno chose and named', async () => {
    const port = await bootWith('Deno.serve(() => new Response("up"));\n');
    expect(await answer(port)).toBe('up');
  }, 30_000);

  it('serves a default export (deno serve) too', async () => {
    const port = await bootWith('export default { fetch: () => new Response("default") };\n');
    expect(await answer(port)).toBe('default');
  }, 30_000);

  it("learns the port of a function whose own onListen replaces Deno's line", async () => {
    const port = await bootWith(
      'Deno.serve({ onListen: () => {} }, () => new Response("quiet"));\n',
    );
    expect(await answer(port)).toBe('quiet');
  }, 30_000);

  it('boots a fresh worker after retire(port), and leaves it be when a stale port is retired', async () => {
    const first = await bootWith(
      'const id = crypto.randomUUID();\nDeno.serve(() => new Response(id));\n',
    );
    const firstId = await answer(first);
    await worker!.retire(first);
    const second = await worker!.ensure(() => Promise.resolve(launch));
    expect(second).not.toBe(first);
    const secondId = await answer(second);
    expect(secondId).not.toBe(firstId);
    // A late failure from the old worker's port must not stop its replacement.
    await worker!.retire(first);
    expect(await worker!.ensure(() => Promise.resolve(launch))).toBe(second);
    expect(await answer(second)).toBe(secondId);
  }, 30_000);

  it("fails with BootError and Deno's words when the function never serves", async () => {
    const boot = bootWith('throw new Error("no serve here");\n');
    await expect(boot).rejects.toBeInstanceOf(BootError);
    await expect(boot).rejects.toThrow(/exited \(code 1\) before listening[\s\S]*no serve here/);
  }, 30_000);
});

describe('listeningPort', () => {
  it("reads both of Deno's lines and nothing else", () => {
    expect(listeningPort('Listening on http://127.0.0.1:41573/')).toBe(41573);
    expect(listeningPort('deno serve: Listening on http://127.0.0.1:41619/')).toBe(41619);
    expect(listeningPort('console.log("Listening on port 80")')).toBeUndefined();
  });
});

import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BOOT_MS, invoke, signedInMember } from './support/app-functions.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// Issue 19 item 2: text-to-speech against a small stand-in for OpenAI's speech API started here,
// and on a server without a key.

interface SpeechCall {
  authorization: string | undefined;
  body: { model: string; input: string; voice: string; response_format: string };
}

const FUNCTIONS = resolve('supabase/functions');
const MP3 = Buffer.from([0xff, 0xfb, 0x90, 0x00, 1, 2, 3, 4, 5]);

/** A speech service that answers MP3 bytes for any text, or 500 for the text 'fail'. */
async function fakeSpeechService(calls: SpeechCall[]): Promise<Server> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as SpeechCall['body'];
      calls.push({ authorization: req.headers.authorization, body });
      if (req.url !== '/v1/audio/speech' || body.input === 'fail') {
        res.writeHead(500).end('{"error":"no"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(MP3);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

/** The project's functions with a .env naming the stand-in (supabase/functions/.env's place). */
async function functionsWithKey(speechUrl: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tts-functions-'));
  for (const name of ['_shared', 'text-to-speech', 'deno.json']) {
    await symlink(join(FUNCTIONS, name), join(dir, name));
  }
  await writeFile(
    join(dir, '.env'),
    `OPENAI_API_KEY=sk-test-narration\nOPENAI_BASE_URL=${speechUrl}/v1\n`,
  );
  return dir;
}

describe.each(engines)('text-to-speech with a speech service on %s', (engine) => {
  let stack: Stack;
  let speech: Server;
  let dir: string;
  const calls: SpeechCall[] = [];
  beforeAll(async () => {
    speech = await fakeSpeechService(calls);
    const port = (speech.address() as AddressInfo).port;
    dir = await functionsWithKey(`http://127.0.0.1:${port}`);
    stack = await startStack({ engine, functionsDir: dir });
  });
  afterAll(async () => {
    await stack?.stop();
    speech?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  let member: Awaited<ReturnType<typeof signedInMember>> | undefined;
  const speak = async (body: Record<string, unknown>, anonymous = false) => {
    member ??= await signedInMember(stack, 'listener');
    return invoke<{ audioContent?: string; cached?: boolean; error?: string }>(
      anonymous ? stack.client() : member.client,
      'text-to-speech',
      body,
    );
  };

  it(
    'answers base64 MP3 in the alloy voice to an account, then the same words to anyone from the cache for free',
    async () => {
      const text = `Step one: open Shorts ${engine}.`;
      // New (paid) speech is for accounts; a visitor gets 401 and the device's voice.
      expect((await speak({ text }, true)).status).toBe(401);
      expect(calls).toHaveLength(0);
      const first = await speak({ text });
      expect(first.status).toBe(200);
      expect(Buffer.from(first.body.audioContent!, 'base64')).toEqual(MP3);
      expect(first.body.cached).toBe(false);
      expect(calls).toEqual([
        {
          authorization: 'Bearer sk-test-narration',
          body: { model: 'tts-1', input: text, voice: 'alloy', response_format: 'mp3' },
        },
      ]);
      const again = await speak({ text, voice: 'alloy' }, true);
      expect(again.body).toEqual({ audioContent: first.body.audioContent, cached: true });
      expect(calls).toHaveLength(1);
      expect((await speak({ text, voice: 'nova' })).body.cached).toBe(false);
      expect(calls.map((call) => call.body.voice)).toEqual(['alloy', 'nova']);
    },
    FIRST_BOOT_MS,
  );

  it('refuses bad input before calling the service, and says when the service failed', async () => {
    const before = calls.length;
    expect((await speak({})).status).toBe(400);
    expect((await speak({ text: 'x'.repeat(2001) })).status).toBe(400);
    expect((await speak({ text: 'Hello', voice: 'robot' })).status).toBe(400);
    expect(calls).toHaveLength(before);
    const failed = await speak({ text: 'fail' });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe(
      'The speech service could not read this text. Please try again.',
    );
  });
});

describe('text-to-speech without a speech service', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine: 'pglite' });
  });
  afterAll(() => stack?.stop());

  it(
    'answers a clear 503, which the app turns into the device voice',
    async () => {
      const listener = await signedInMember(stack, 'no-service');
      const answer = await invoke<{ error?: string }>(listener.client, 'text-to-speech', {
        text: 'Welcome to LaughLoop.',
      });
      expect(answer).toEqual({
        status: 503,
        body: { error: 'Text-to-speech is not configured on this server.' },
      });
    },
    FIRST_BOOT_MS,
  );
});

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './support/raw-http.ts';
import { startStack, type Stack } from './support/stack.ts';
import { createTestBucket, patternBytes, testUser, type TestUser } from './support/storage.ts';
import { failureBody, failureStatus, startTusUpload } from './support/tus.ts';

const MiB = 1024 * 1024;
/** A small global upload limit, standing in for config.toml's `[storage] file_size_limit`. */
const GLOBAL_UPLOAD_LIMIT = 4000;

/**
 * Sends a chunked body of up to `total` bytes and stops as soon as the server answers: how many
 * bytes went out before the answer shows whether the server refused while streaming.
 */
function streamUntilAnswered(
  baseUrl: string,
  head: string,
  total: number,
): Promise<{ status: number | null; body: string; sent: number }> {
  const { hostname, port } = new URL(baseUrl);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let sent = 0;
    let received = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      resolve({ status: match ? Number(match[1]) : null, body: received, sent });
    };
    const pump = () => {
      while (!done && received === '' && sent < total) {
        sent += chunk.length;
        const framed = Buffer.concat([
          Buffer.from(`${chunk.length.toString(16)}\r\n`),
          chunk,
          Buffer.from('\r\n'),
        ]);
        if (!socket.write(framed)) return;
      }
      if (sent >= total && !done) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
    socket.on('drain', pump);
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      if (received.includes('\r\n\r\n')) setTimeout(finish, 50);
    });
    socket.on('error', finish);
    socket.on('close', finish);
    setTimeout(finish, 20_000);
  });
}

/**
 * Writes a chunked body of `mebibytes` 1 MiB chunks and reads only once all of it is written, as
 * many scripts and HTTP libraries do: a server that closes on unread bytes resets the connection
 * and the answer waiting to be read is lost (EPIPE on the next write).
 */
function sendAllThenRead(
  baseUrl: string,
  head: string,
  mebibytes: number,
): Promise<{ writeError: string | null; received: string }> {
  const { hostname, port } = new URL(baseUrl);
  const chunk = Buffer.alloc(MiB, 0x61);
  const frame = Buffer.concat([Buffer.from(`${MiB.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let writeError: string | null = null;
    let received = '';
    socket.pause();
    const writeFrom = (index: number) => {
      if (index === mebibytes) {
        socket.write('0\r\n\r\n', () => socket.resume());
        return;
      }
      socket.write(frame, (error) => {
        if (error) writeError = error.message;
        else writeFrom(index + 1);
      });
    };
    socket.on('connect', () => {
      socket.write(head);
      writeFrom(0);
    });
    socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => resolve({ writeError, received }));
    setTimeout(() => socket.destroy(), 15_000);
  });
}

describe('request body caps and the global upload limit', () => {
  let stack: Stack;
  let alice: TestUser;
  beforeAll(async () => {
    stack = await startStack({ engine: 'pglite', storageFileSizeLimit: GLOBAL_UPLOAD_LIMIT });
    alice = await testUser(stack);
    // The first request of a stack loads its schema cache: not what the timings below measure.
    await stillServing();
  });
  afterAll(() => stack?.stop());

  const host = () => new URL(stack.url).host;

  async function stillServing() {
    const started = Date.now();
    const response = await fetch(`${stack.url}/rest/v1/videos?select=id&limit=1`, {
      headers: { apikey: stack.anonKey },
    });
    expect(response.status).toBe(200);
    return Date.now() - started;
  }

  describe('/rest/v1, /auth/v1 and /functions/v1 bodies', () => {
    it('refuses a 60 MB declared /rest/v1 body at once, before reading it, in PostgREST’s shape', async () => {
      const started = Date.now();
      const answer = await rawRequest(
        stack.url,
        `POST /rest/v1/videos HTTP/1.1\r\nHost: ${host()}\r\napikey: ${stack.anonKey}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${60 * 1000 * 1000}\r\n\r\n[{"title":`,
      );
      expect(Date.now() - started).toBeLessThan(2000);
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(JSON.parse(answer.body)).toEqual({
        code: '413',
        details: null,
        hint: null,
        message: `Request body too large (max ${10 * MiB} bytes)`,
      });
      expect(await stillServing()).toBeLessThan(2000);
    });

    it('counts a chunked /rest/v1 body and refuses it once past 10 MiB, without reading the rest', async () => {
      const result = await streamUntilAnswered(
        stack.url,
        `POST /rest/v1/videos HTTP/1.1\r\nHost: ${host()}\r\napikey: ${stack.anonKey}\r\n` +
          'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        60 * MiB,
      );
      expect(result.status).toBe(413);
      expect(result.body).toContain(`Request body too large (max ${10 * MiB} bytes)`);
      // Answered while the body was still coming: far less than 60 MB went out.
      expect(result.sent).toBeLessThan(30 * MiB);
      expect(await stillServing()).toBeLessThan(2000);
    });

    it('answers a client that sends all of an over-limit body before reading with the 413, not a reset', async () => {
      const answer = await sendAllThenRead(
        stack.url,
        `POST /rest/v1/videos HTTP/1.1\r\nHost: ${host()}\r\napikey: ${stack.anonKey}\r\n` +
          'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        60,
      );
      expect(answer.writeError).toBeNull();
      expect(answer.received).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.received).toContain(`Request body too large (max ${10 * MiB} bytes)`);
      expect(await stillServing()).toBeLessThan(2000);
    });

    it('refuses /auth/v1 bodies over GoTrue’s 1 MiB with its request_entity_too_large error', async () => {
      const big = JSON.stringify({ email: 'x@example.test', password: 'p'.repeat(MiB) });
      const legacy = await fetch(`${stack.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: big,
      });
      expect(legacy.status).toBe(413);
      expect(legacy.headers.get('x-sb-error-code')).toBe('request_entity_too_large');
      expect(await legacy.json()).toEqual({
        code: 413,
        error_code: 'request_entity_too_large',
        msg: `Request body too large (max ${MiB} bytes)`,
      });
      const versioned = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: big,
      });
      expect(versioned.status).toBe(413);
      // Declared too large: refused before a byte of the body is sent.
      const declared = await rawRequest(
        stack.url,
        `POST /auth/v1/signup HTTP/1.1\r\nHost: ${host()}\r\napikey: ${stack.anonKey}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${2 * MiB}\r\n\r\n`,
        { timeoutMs: 3000 },
      );
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.body)).toMatchObject({ error_code: 'request_entity_too_large' });
      expect(await versioned.json()).toEqual({
        code: 'request_entity_too_large',
        message: `Request body too large (max ${MiB} bytes)`,
      });
    });

    it('lets a body of exactly the limit through to the service', async () => {
      const body = JSON.stringify({ email: 'x', password: '' }).padEnd(MiB, ' ');
      const response = await fetch(`${stack.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body,
      });
      expect(response.status).not.toBe(413);
      expect(response.status).toBeLessThan(500);
    });

    it('refuses /functions/v1 bodies over 20 MiB in the relay’s shape', async () => {
      const answer = await rawRequest(
        stack.url,
        `POST /functions/v1/any-function HTTP/1.1\r\nHost: ${host()}\r\n` +
          `Content-Length: ${20 * MiB + 1}\r\n\r\n`,
      );
      expect(answer.status).toBe(413);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(JSON.parse(answer.body)).toEqual({
        code: 'REQUEST_TOO_LARGE',
        message: `Request body too large (max ${20 * MiB} bytes)`,
      });
    });

    it('answers Expect: 100-continue with the 413 instead of asking for the body', async () => {
      const answer = await rawRequest(
        stack.url,
        `POST /rest/v1/videos HTTP/1.1\r\nHost: ${host()}\r\napikey: ${stack.anonKey}\r\n` +
          `Expect: 100-continue\r\nContent-Length: ${11 * MiB}\r\n\r\n`,
      );
      expect(answer.statusLine).toMatch(/^HTTP\/1\.1 413 /);
    });
  });

  describe('Storage’s global upload limit (config.toml [storage] file_size_limit)', () => {
    function rawUpload(bucket: string, name: string, size: number) {
      return fetch(`${stack.url}/storage/v1/object/${bucket}/${alice.id}/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'video/webm' },
        body: new Uint8Array(patternBytes(size)),
      });
    }

    const ENTITY_TOO_LARGE = {
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    };

    it('caps standard uploads to a bucket without a limit of its own', async () => {
      const bucket = await createTestBucket(stack);
      const tooBig = await rawUpload(bucket, 'big.webm', GLOBAL_UPLOAD_LIMIT + 1);
      expect(tooBig.status).toBe(400);
      expect(await tooBig.json()).toEqual(ENTITY_TOO_LARGE);
      expect((await rawUpload(bucket, 'fits.webm', GLOBAL_UPLOAD_LIMIT)).status).toBe(200);
    });

    it('takes the smaller of the bucket limit and the global one', async () => {
      const generous = await createTestBucket(stack, { fileSizeLimit: 10 * GLOBAL_UPLOAD_LIMIT });
      const overGlobal = await rawUpload(generous, 'big.webm', GLOBAL_UPLOAD_LIMIT + 1);
      expect(await overGlobal.json()).toEqual(ENTITY_TOO_LARGE);
      const strict = await createTestBucket(stack, { fileSizeLimit: 1000 });
      expect(await (await rawUpload(strict, 'big.webm', 1001)).json()).toEqual(ENTITY_TOO_LARGE);
      expect((await rawUpload(strict, 'fits.webm', 1000)).status).toBe(200);
    });

    it('caps multipart uploads (supabase-js with a Blob)', async () => {
      const bucket = await createTestBucket(stack);
      const { error } = await alice.client.storage
        .from(bucket)
        .upload(
          `${alice.id}/big.mp4`,
          new Blob([new Uint8Array(patternBytes(GLOBAL_UPLOAD_LIMIT + 1))], { type: 'video/mp4' }),
        );
      expect(error).toMatchObject({ statusCode: '413', message: ENTITY_TOO_LARGE.message });
    });

    it('caps TUS uploads', async () => {
      const bucket = await createTestBucket(stack);
      const failure = await startTusUpload(stack, patternBytes(GLOBAL_UPLOAD_LIMIT + 1), {
        bucket,
        objectName: `${alice.id}/big.webm`,
        token: alice.token,
      }).done.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(failureStatus(failure)).toBe(413);
      expect(failureBody(failure)).toBe(ENTITY_TOO_LARGE.message);
      await startTusUpload(stack, patternBytes(GLOBAL_UPLOAD_LIMIT), {
        bucket,
        objectName: `${alice.id}/fits.webm`,
        token: alice.token,
      }).done;
    });
  });
});

import { describe, expect, it } from 'vitest';
import { answerEarly } from './early-response.ts';

function upload(body: Uint8Array, headers: Record<string, string> = {}) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= body.length) {
        controller.close();
        return;
      }
      const chunk = body.subarray(pulled, pulled + 64 * 1024);
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const req = new Request('http://local/storage/v1/object/b/x', {
    method: 'POST',
    body: stream,
    headers,
    duplex: 'half',
  } as RequestInit);
  return { req, pulled: () => pulled };
}

describe('answerEarly', () => {
  it('reads and drops a body of reasonable size before answering', async () => {
    const { req, pulled } = upload(new Uint8Array(300_000));
    const response = await answerEarly(req, new Response('refused', { status: 400 }));
    expect(pulled()).toBe(300_000);
    expect(response.status).toBe(400);
    expect(response.headers.get('connection')).toBeNull();
    expect(await response.text()).toBe('refused');
  });

  it('closes the connection instead of reading a declared huge body', async () => {
    const { req } = upload(new Uint8Array(10), { 'content-length': String(64 * 1024 * 1024) });
    const response = await answerEarly(req, new Response('refused', { status: 400 }));
    expect(req.bodyUsed).toBe(false);
    expect(req.body?.locked).toBe(false);
    expect(response.headers.get('connection')).toBe('close');
  });

  it('leaves requests without a body, or whose body was read, alone', async () => {
    const get = new Request('http://local/x');
    const answer = new Response('x', { status: 400 });
    expect(await answerEarly(get, answer)).toBe(answer);
    const { req } = upload(new Uint8Array(10));
    await req.arrayBuffer();
    expect(await answerEarly(req, answer)).toBe(answer);
  });
});

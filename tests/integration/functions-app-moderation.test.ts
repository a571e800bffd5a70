import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BOOT_MS, invoke } from './support/app-functions.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// The rule set itself is unit-tested in supabase/functions/_shared/moderation/rules.test.ts; this
// checks the function around it: wiring, the project's storage URL, and input types.
describe.each(engines)('moderate-video-content on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const moderate = (body: unknown) => invoke(stack.client(), 'moderate-video-content', body);

  it(
    'allows clean submissions and refuses policy violations with a reason',
    async () => {
      expect(
        await moderate({
          title: 'Cat meets cucumber',
          videoUrl: 'https://www.youtube.com/shorts/abcDEF12345',
        }),
      ).toEqual({
        status: 200,
        body: { allowed: true, reason: null },
      });
      expect(await moderate({ title: 'Dog on a skateboard' })).toEqual({
        status: 200,
        body: { allowed: true, reason: null },
      });
      expect(await moderate({ title: 'Free r0bux giveaway', videoUrl: '' })).toEqual({
        status: 200,
        body: { allowed: false, reason: 'Scams and spam are not allowed on LaughLoop.' },
      });
      expect(await moderate({ title: '<script>alert(1)</script>' })).toEqual({
        status: 200,
        body: {
          allowed: false,
          reason: 'Titles cannot contain scripts, script links or HTML event handlers.',
        },
      });
      expect(await moderate({ title: 'x'.repeat(101) })).toEqual({
        status: 200,
        body: { allowed: false, reason: 'Title must be between 1 and 100 characters.' },
      });
      expect(await moderate({ title: 'Clip', videoUrl: 'http://10.0.0.7/clip.mp4' })).toEqual({
        status: 200,
        body: { allowed: false, reason: 'Video URLs must use a domain name, not an IP address.' },
      });
      expect(await moderate({ title: 'Clip', videoUrl: 'data:video/mp4;base64,AAAA' })).toEqual({
        status: 200,
        body: { allowed: false, reason: 'Script and data URLs are not allowed.' },
      });
    },
    FIRST_BOOT_MS,
  );

  it("accepts this project's storage URLs although the local stack runs on an IP address", async () => {
    const stored = `${stack.url}/storage/v1/object/public/uploads/${crypto.randomUUID()}/1700000000.webm`;
    expect(new URL(stack.url).hostname).toBe('127.0.0.1');
    expect(await moderate({ title: 'My upload', videoUrl: stored })).toEqual({
      status: 200,
      body: { allowed: true, reason: null },
    });
    expect(await moderate({ title: 'My upload', videoUrl: `${stack.url}/rest/v1/videos` })).toEqual(
      {
        status: 200,
        body: { allowed: false, reason: 'Video URLs must use a domain name, not an IP address.' },
      },
    );
  });

  it('answers wrong types with 400', async () => {
    expect(await moderate({ videoUrl: 'https://vimeo.com/1' })).toEqual({
      status: 400,
      body: { error: 'title is required' },
    });
    expect(await moderate({ title: 42 })).toEqual({
      status: 400,
      body: { error: 'title must be a string' },
    });
    expect(await moderate({ title: 'Ok', videoUrl: ['https://vimeo.com/1'] })).toEqual({
      status: 400,
      body: { error: 'videoUrl must be a string' },
    });
    const raw = await fetch(`${stack.url}/functions/v1/moderate-video-content`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(raw.status).toBe(400);
    expect(raw.headers.get('access-control-allow-origin')).toBe('*');
    expect(await raw.json()).toEqual({ error: 'Request body is not valid JSON' });
  });
});

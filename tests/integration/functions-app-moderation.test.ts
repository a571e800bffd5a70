import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BOOT_MS, invoke } from './support/app-functions.ts';
import { userActors, type SignedInActor } from './support/db-actors.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// moderate-video-content keeps its contract (part 2 §7: body title, videoUrl; answer allowed,
// reason) but the verdict is the database's: the same SQL the videos table applies to every write
// (db-moderation-rules.test.ts checks the rules themselves). Here: it answers what the SQL answers,
// as the caller (their uploads count as theirs), and refuses wrong input types.
describe.each(parityEngines)('moderate-video-content on %s', (engine) => {
  let stack: Stack;
  let alice: SignedInActor;
  let bob: SignedInActor;
  beforeAll(async () => {
    stack = await startStack({ engine });
    [alice, bob] = await userActors(stack, ['alice', 'bob']);
  });
  afterAll(() => stack?.stop());

  const moderate = (body: unknown, client = stack.client()) =>
    invoke(client, 'moderate-video-content', body);

  async function sqlVerdict(title: string, videoUrl: string, client = stack.client()) {
    const { data, error } = await client.rpc('moderate_video_content', {
      p_title: title,
      p_video_url: videoUrl,
    });
    if (error) throw new Error(error.message);
    const { allowed, reason } = data as { allowed: boolean; reason: string | null };
    return { allowed, reason };
  }

  it(
    'answers exactly what the database answers, refusals with their reason',
    async () => {
      const cases: Array<[string, string]> = [
        ['Cat meets cucumber', 'https://www.youtube.com/shorts/abcDEF12345'],
        ['Dog on a skateboard', ''],
        ['Free robux giveaway', ''],
        ['Free r0bux giveaway', ''],
        ['<script>alert(1)</script>', ''],
        ['x'.repeat(101), ''],
        ['Clip', 'http://10.0.0.7/clip.mp4'],
        ['Clip', 'data:video/mp4;base64,AAAA'],
        ['Clip', 'https://clips.example/clip.mp4'],
        ['Clip', 'https://user:pw@vimeo.com/1'],
      ];
      for (const [title, videoUrl] of cases) {
        const expected = await sqlVerdict(title, videoUrl);
        expect(await moderate({ title, videoUrl }), `${title} ${videoUrl}`).toEqual({
          status: 200,
          body: expected,
        });
      }
      expect(await moderate({ title: 'Free robux giveaway' })).toEqual({
        status: 200,
        body: { allowed: false, reason: 'Scams and spam are not allowed on LaughLoop.' },
      });
      expect(await moderate({ title: 'Clip', videoUrl: 'https://clips.example/clip.mp4' })).toEqual(
        {
          status: 200,
          body: {
            allowed: true,
            reason:
              'Held for review: links to sites other than YouTube, TikTok, Instagram, Facebook, X and Vimeo are checked by a moderator first.',
          },
        },
      );
    },
    FIRST_BOOT_MS,
  );

  it("asks as the caller: a member's own upload is theirs, and no one else's", async () => {
    const name = `${alice.id}/${Date.now()}.webm`;
    const upload = await alice.client.storage
      .from('uploads')
      .upload(name, new Blob([new Uint8Array(16)], { type: 'video/webm' }));
    expect(upload.error).toBeNull();
    const stored = `${stack.url}/storage/v1/object/public/uploads/${name}`;
    expect(await moderate({ title: 'My upload', videoUrl: stored }, alice.client)).toEqual({
      status: 200,
      body: { allowed: true, reason: null },
    });
    expect(await moderate({ title: 'My upload', videoUrl: stored }, bob.client)).toEqual({
      status: 200,
      body: {
        allowed: false,
        reason: "This link to LaughLoop's storage does not name a video you uploaded.",
      },
    });
    // A visitor has no token naming this project, so the address is judged as any link.
    expect(await moderate({ title: 'My upload', videoUrl: stored })).toEqual({
      status: 200,
      body: { allowed: false, reason: 'Video URLs must use a domain name, not an IP address.' },
    });
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

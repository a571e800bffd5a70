import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActors, type SignedInActor } from './support/db-actors.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// The moderation rules (supabase/migrations/20261128100000_moderation_rules.sql), asked directly
// through the moderate_video_content RPC as a member would, on both engines. These are the cases
// of the former TypeScript rules' unit tests (supabase/functions/_shared/moderation/rules.test.ts),
// none left out; where the SQL decides differently on purpose, the case says so.

const HATE = 'Hateful or abusive language is not allowed on LaughLoop.';
const SEXUAL = 'Sexual content is not allowed on LaughLoop.';
const VIOLENCE = 'Violent, cruel or self-harm content is not allowed on LaughLoop.';
const SCAM = 'Scams and spam are not allowed on LaughLoop.';
const TITLE_LENGTH = 'Title must be between 1 and 100 characters.';
const TITLE_MARKUP = 'Titles cannot contain scripts, script links or HTML event handlers.';
const TITLE_REVIEW =
  'Held for review: the title may contain a word that is not allowed on LaughLoop.';
const URL_INVALID = 'The video URL is not a valid web address.';
const URL_SCRIPT = 'Script and data URLs are not allowed.';
const URL_SCHEME = 'Video URLs must start with https://.';
const URL_CREDENTIALS = 'Video URLs cannot contain a user name or password.';
const URL_IP = 'Video URLs must use a domain name, not an IP address.';
const URL_PRIVATE = 'Video URLs must point to a public website.';
const URL_PORT = 'Video URLs cannot use a non-standard port.';
const URL_STORAGE = "This link to LaughLoop's storage does not name a video you uploaded.";
const URL_REVIEW =
  'Held for review: links to sites other than YouTube, TikTok, Instagram, Facebook, X and Vimeo are checked by a moderator first.';

interface Verdict {
  allowed: boolean;
  reason: string | null;
  status: 'approved' | 'pending' | 'refused';
}

const approved: Verdict = { allowed: true, reason: null, status: 'approved' };
const refused = (reason: string): Verdict => ({ allowed: false, reason, status: 'refused' });
const pending = (reason: string): Verdict => ({ allowed: true, reason, status: 'pending' });

describe.each(parityEngines)('moderation rules in SQL on %s', (engine) => {
  let stack: Stack;
  let alice: SignedInActor;
  let bob: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [alice, bob] = await userActors(stack, ['alice', 'bob']);
  });
  afterAll(() => stack?.stop());

  async function verdict(title: string, videoUrl?: string, as = alice): Promise<Verdict> {
    const { data, error } = await as.client.rpc('moderate_video_content', {
      p_title: title,
      ...(videoUrl !== undefined && { p_video_url: videoUrl }),
    });
    if (error) throw new Error(`moderate_video_content: ${error.message}`);
    return data as Verdict;
  }
  const url = (videoUrl: string) => verdict('Cat vs cucumber', videoUrl);

  it('folds accents, leetspeak, spaced letters and stretched letters into plain words', async () => {
    const { rows } = await stack.gateway.db.query<{ literal: string; guessed: string[] }>(
      `select private.moderation_words(private.moderation_fold(t)) as literal,
              private.moderation_guessed_readings(private.moderation_fold(t)) as guessed
         from unnest($1::text[]) with ordinality as u (t, n) order by n`,
      [['Pörn', 'P0RN!!', 'p.o.r.n time', 'k1ll yourself', 'poooorn', 'ｐｏｒｎ']],
    );
    expect(rows[0]!.literal).toBe(' porn ');
    expect(rows[1]!.guessed).toContain(' porn ');
    expect(rows[2]!.guessed).toContain(' porn time ');
    expect(rows[3]!.guessed).toContain(' kill yourself ');
    expect(rows[4]!.guessed).toContain(' porn ');
    expect(rows[5]!.literal).toBe(' porn ');
  });

  it('allows ordinary comedy titles, including words that merely contain a blocked term', async () => {
    for (const ok of [
      'My cat falls off the sofa',
      'Spicy noodle challenge',
      'Pussy cat meets a cucumber',
      'Al Gore impression at karaoke',
      'Therapist reacts to dad jokes',
      'Top 10 fails of 2026',
      'XXXL hoodie fashion show',
      'My data: results of the prank',
      'Wow!! Best fails ever!',
    ]) {
      expect(await verdict(ok), ok).toEqual(approved);
    }
  });

  it('refuses each category of blocked terms with its own reason', async () => {
    expect(await verdict('Funny retard compilation')).toEqual(refused(HATE));
    expect(await verdict('Leaked nudes')).toEqual(refused(SEXUAL));
    expect(await verdict('Watch this then kys')).toEqual(refused(VIOLENCE));
    expect(await verdict('FREE ROBUX generator 2026')).toEqual(refused(SCAM));
    expect(await verdict('Pörnö night')).toEqual(refused(SEXUAL));
  });

  it("refuses the e2e's 'Free money prank' title as a scam, in the words the tray shows", async () => {
    expect(await verdict(`Free money prank ${1_700_000_000_000}`)).toEqual(refused(SCAM));
  });

  // The TypeScript rules refused these; a term found only by guessing at the writing is now held
  // for review (a person decides), since a guess can misread an innocent title.
  it('holds a term seen only through leetspeak, separators or stretched letters for review', async () => {
    for (const disguised of [
      'Best p0rn fails',
      'n.u.d.e.s inside',
      'Go k1ll yourself',
      's u i c i d e prank',
      'Double your b1tc0in today',
      'pooorn',
      '$uicide prank',
      'Free r0bux giveaway',
    ]) {
      expect(await verdict(disguised), disguised).toEqual(pending(TITLE_REVIEW));
    }
  });

  it('needs 1 to 100 characters after trimming', async () => {
    expect(await verdict('')).toEqual(refused(TITLE_LENGTH));
    expect(await verdict('   ')).toEqual(refused(TITLE_LENGTH));
    expect(await verdict('a'.repeat(101))).toEqual(refused(TITLE_LENGTH));
    expect(await verdict(` ${'a'.repeat(100)} `)).toEqual(approved);
  });

  it('refuses script tags, script schemes, data URLs and inline event handlers in titles', async () => {
    for (const markup of [
      '<script>alert(1)</script>',
      'Nice < / SCRIPT >',
      'javascript:alert(1)',
      'VBScript: msgbox',
      '<img src=x onerror=alert(1)>',
      'see data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(await verdict(markup), markup).toEqual(refused(TITLE_MARKUP));
    }
  });

  it('approves the video platforms, holds other sites for review, and skips an absent URL', async () => {
    expect(await url('https://www.youtube.com/shorts/abcDEF12345')).toEqual(approved);
    expect(await url('https://vimeo.com/123456')).toEqual(approved);
    expect(await url('https://www.tiktok.com/@me/video/7234567890123456789')).toEqual(approved);
    expect(await url('https://youtube.com.:443/watch?v=abcDEF12345')).toEqual(approved);
    // Allowed by the TypeScript rules; now a site outside the platforms waits for a moderator.
    expect(await url('https://example.com/watch?v=xxx-kys')).toEqual(pending(URL_REVIEW));
    expect(await url('https://youtube.com.evil.example/x')).toEqual(pending(URL_REVIEW));
    expect(await verdict('Dog on a skateboard', '')).toEqual(approved);
    expect(await verdict('Dog on a skateboard')).toEqual(approved);
    // A refused title is the answer, whatever the URL.
    expect(await verdict('Leaked nudes', 'https://vimeo.com/1')).toEqual(refused(SEXUAL));
    expect(await verdict('Best p0rn fails', 'http://10.0.0.1/x')).toEqual(refused(URL_IP));
  });

  it('refuses script and data URLs, other schemes, plain http and credentials', async () => {
    expect(await url('javascript:alert(1)')).toEqual(refused(URL_SCRIPT));
    expect(await url('data:video/mp4;base64,AAAA')).toEqual(refused(URL_SCRIPT));
    expect(await url('https://example.com/%3Cscript%3Ealert(1)%3C/script%3E')).toEqual(
      refused(URL_SCRIPT),
    );
    expect(await url('ftp://example.com/clip.mp4')).toEqual(refused(URL_SCHEME));
    expect(await url('blob:https://example.com/1234')).toEqual(refused(URL_SCHEME));
    // Allowed by the TypeScript rules; links are https only now.
    expect(await url('http://vimeo.com/123456')).toEqual(refused(URL_SCHEME));
    expect(await url('https://user:secret@example.com/clip.mp4')).toEqual(refused(URL_CREDENTIALS));
    expect(await url('https://user@example.com/clip.mp4')).toEqual(refused(URL_CREDENTIALS));
    expect(await url('https://www.youtube.com@evil.example/x')).toEqual(refused(URL_CREDENTIALS));
  });

  it('refuses IP hosts in every spelling, private and local names, and other ports', async () => {
    for (const ip of [
      'http://203.0.113.7/clip.mp4',
      'https://10.0.0.7/clip.mp4',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.1.1./clip.mp4',
      'http://2130706433/clip.mp4',
      'http://0x7f.1/clip.mp4',
      'https://0177.0.0.1/clip.mp4',
      'http://[::1]/clip.mp4',
      'https://[fe80::1]/clip.mp4',
      'https://[::ffff:127.0.0.1]/clip.mp4',
      'https://10.0.0.1.nip.io/clip.mp4',
      'https://192-168-0-1.sslip.io/clip.mp4',
    ]) {
      expect(await url(ip), ip).toEqual(refused(URL_IP));
    }
    for (const local of [
      'http://localhost:3000/clip.mp4',
      'https://localhost/clip.mp4',
      'https://app.localhost/clip.mp4',
      'http://intranet/clip.mp4',
      'https://printer.local/clip.mp4',
      'https://metadata.google.internal/computeMetadata',
    ]) {
      expect(await url(local), local).toEqual(refused(URL_PRIVATE));
    }
    expect(await url('https://www.youtube.com:8443/watch?v=abcDEF12345')).toEqual(
      refused(URL_PORT),
    );
  });

  it("accepts this project's storage URLs of the caller's own uploads, and nothing else there", async () => {
    const name = `${alice.id}/${Date.now()}.webm`;
    const upload = await alice.client.storage
      .from('uploads')
      .upload(name, new Blob([new Uint8Array(64)], { type: 'video/webm' }));
    expect(upload.error).toBeNull();
    const stored = `${stack.url}/storage/v1/object/public/uploads/${name}`;
    expect(new URL(stack.url).hostname).toBe('127.0.0.1');
    expect(await verdict('My upload', stored)).toEqual(approved);
    expect(await verdict('My upload', stored, bob)).toEqual(refused(URL_STORAGE));
    expect(
      await url(`${stack.url}/storage/v1/object/public/uploads/${alice.id}/missing.webm`),
    ).toEqual(refused(URL_STORAGE));
    expect(await url(`${stack.url}/storage/v1/object/public/thumbnails/${name}`)).toEqual(
      refused(URL_STORAGE),
    );
    expect(await url(`${stack.url}/rest/v1/videos`)).toEqual(refused(URL_STORAGE));
    // The same path on another origin is not this project's storage.
    const port = new URL(stack.url).port === '9999' ? '9998' : '9999';
    expect(await url(`http://127.0.0.1:${port}/storage/v1/object/public/uploads/${name}`)).toEqual(
      refused(URL_IP),
    );
    expect(await url(`https://files.example/storage/v1/object/public/uploads/${name}`)).toEqual(
      pending(URL_REVIEW),
    );
  });

  it('reads the terms from their table: a term an admin adds with SQL applies at once', async () => {
    expect(await verdict('Banana phones for sale')).toEqual(approved);
    await stack.gateway.db.query(
      `insert into private.moderation_terms (category, term) values ('scam', 'banana phone')`,
    );
    try {
      expect(await verdict('Banana phones for sale')).toEqual(refused(SCAM));
      expect(await verdict('B4n4n4 phone for sale')).toEqual(pending(TITLE_REVIEW));
    } finally {
      await stack.gateway.db.query(
        `delete from private.moderation_terms where term = 'banana phone'`,
      );
    }
    expect(await verdict('Banana phones for sale')).toEqual(approved);
  });

  it('refuses blocked terms in the host and path, and malformed addresses', async () => {
    expect(await url('https://www.pornhub.com/view_video')).toEqual(refused(SEXUAL));
    expect(await url('https://cdn.example.com/free-robux/clip.mp4')).toEqual(refused(SCAM));
    expect(await url('https://cdn.example.com/free%20robux/clip.mp4')).toEqual(refused(SCAM));
    for (const malformed of [
      'https://example.com/a clip.mp4',
      `https://example.com/${'a'.repeat(2040)}`,
      'not a url',
      'https://',
      'https:/example.com/clip.mp4',
      'https://youtube.com\\@evil.example/clip.mp4',
      'https://exa%6dple.com/clip.mp4',
      'https://exämple.com/clip.mp4',
      'https://example.com:80a/clip.mp4',
      `https://example.com/${randomUUID()}\t.mp4`,
    ]) {
      expect(await url(malformed), malformed).toEqual(refused(URL_INVALID));
    }
  });
});

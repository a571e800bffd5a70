import { describe, expect, it } from 'vitest';
import { readings } from './normalise.ts';
import { moderateVideo, REASONS } from './rules.ts';
import { TERM_CATEGORIES } from './terms.ts';

const reasonOf = (id: string) => TERM_CATEGORIES.find((category) => category.id === id)!.reason;
const title = (text: string) => moderateVideo({ title: text });
const url = (videoUrl: string, projectUrl?: string) =>
  moderateVideo({ title: 'Cat vs cucumber', videoUrl }, { projectUrl });

describe('moderation text normalisation', () => {
  it('folds accents, leetspeak, spaced letters and stretched letters into plain words', () => {
    expect(readings('Pörn')).toContain(' porn ');
    expect(readings('P0RN!!')).toContain(' porn ');
    expect(readings('p.o.r.n time')).toContain(' porn time ');
    expect(readings('k1ll yourself')).toContain(' kill yourself ');
    expect(readings('poooorn')).toContain(' porn ');
  });
});

describe('moderateVideo: titles', () => {
  it('allows ordinary comedy titles, including words that merely contain a blocked term', () => {
    for (const ok of [
      'My cat falls off the sofa',
      'Spicy noodle challenge',
      'Pussy cat meets a cucumber',
      'Al Gore impression at karaoke',
      'Therapist reacts to dad jokes',
      'Top 10 fails of 2026',
      'XXXL hoodie fashion show',
      'My data: results of the prank',
    ]) {
      expect(title(ok), ok).toEqual({ allowed: true, reason: null });
    }
  });

  it('refuses each category of blocked terms with its own reason', () => {
    expect(title('Funny retard compilation')).toEqual({ allowed: false, reason: reasonOf('hate') });
    expect(title('Leaked nudes')).toEqual({ allowed: false, reason: reasonOf('sexual') });
    expect(title('Watch this then kys')).toEqual({ allowed: false, reason: reasonOf('violence') });
    expect(title('FREE ROBUX generator 2026')).toEqual({
      allowed: false,
      reason: reasonOf('scam'),
    });
  });

  it("refuses the e2e's 'Free money prank' title as a scam, in the words the tray shows", () => {
    expect(title(`Free money prank ${1_700_000_000_000}`)).toEqual({
      allowed: false,
      reason: 'Scams and spam are not allowed on LaughLoop.',
    });
  });

  it('sees through leetspeak, accents, separators and stretched letters', () => {
    expect(title('Best p0rn fails').reason).toBe(reasonOf('sexual'));
    expect(title('n.u.d.e.s inside').reason).toBe(reasonOf('sexual'));
    expect(title('Pörnö night').reason).toBe(reasonOf('sexual'));
    expect(title('Go k1ll yourself').reason).toBe(reasonOf('violence'));
    expect(title('s u i c i d e prank').reason).toBe(reasonOf('violence'));
    expect(title('Double your b1tc0in today').reason).toBe(reasonOf('scam'));
    expect(title('pooorn').reason).toBe(reasonOf('sexual'));
    expect(title('$uicide prank').reason).toBe(reasonOf('violence'));
    expect(title('Wow!! Best fails ever!').allowed).toBe(true);
  });

  it('needs 1 to 100 characters after trimming', () => {
    expect(title('')).toEqual({ allowed: false, reason: REASONS.titleLength });
    expect(title('   ')).toEqual({ allowed: false, reason: REASONS.titleLength });
    expect(title('a'.repeat(101))).toEqual({ allowed: false, reason: REASONS.titleLength });
    expect(title(` ${'a'.repeat(100)} `).allowed).toBe(true);
  });

  it('refuses script tags, script schemes, data URLs and inline event handlers', () => {
    for (const markup of [
      '<script>alert(1)</script>',
      'Nice < / SCRIPT >',
      'javascript:alert(1)',
      'VBScript: msgbox',
      '<img src=x onerror=alert(1)>',
      'see data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(title(markup), markup).toEqual({ allowed: false, reason: REASONS.titleMarkup });
    }
  });
});

describe('moderateVideo: video URLs', () => {
  it('allows public http(s) video pages and skips the URL check when there is none', () => {
    expect(url('https://www.youtube.com/shorts/abcDEF12345')).toEqual({
      allowed: true,
      reason: null,
    });
    expect(url('http://vimeo.com/123456')).toEqual({ allowed: true, reason: null });
    expect(url('https://example.com/watch?v=xxx-kys')).toEqual({ allowed: true, reason: null });
    expect(moderateVideo({ title: 'Dog on a skateboard', videoUrl: '' }).allowed).toBe(true);
    expect(moderateVideo({ title: 'Dog on a skateboard' }).allowed).toBe(true);
  });

  it('refuses script and data URLs, other schemes and credentials', () => {
    expect(url('javascript:alert(1)').reason).toBe(REASONS.urlScript);
    expect(url('data:video/mp4;base64,AAAA').reason).toBe(REASONS.urlScript);
    expect(url('https://example.com/%3Cscript%3Ealert(1)%3C/script%3E').reason).toBe(
      REASONS.urlScript,
    );
    expect(url('ftp://example.com/clip.mp4').reason).toBe(REASONS.urlScheme);
    expect(url('blob:https://example.com/1234').reason).toBe(REASONS.urlScheme);
    expect(url('https://user:secret@example.com/clip.mp4').reason).toBe(REASONS.urlCredentials);
    expect(url('https://user@example.com/clip.mp4').reason).toBe(REASONS.urlCredentials);
  });

  it('refuses raw IP hosts in every spelling, local and single-label hosts', () => {
    expect(url('http://203.0.113.7/clip.mp4').reason).toBe(REASONS.urlIpHost);
    expect(url('http://2130706433/clip.mp4').reason).toBe(REASONS.urlIpHost);
    expect(url('http://0x7f.1/clip.mp4').reason).toBe(REASONS.urlIpHost);
    expect(url('http://[::1]/clip.mp4').reason).toBe(REASONS.urlIpHost);
    expect(url('http://localhost:3000/clip.mp4').reason).toBe(REASONS.urlPrivateHost);
    expect(url('http://intranet/clip.mp4').reason).toBe(REASONS.urlPrivateHost);
  });

  it("accepts this project's storage URLs even on an IP host, and nothing else there", () => {
    const project = 'http://127.0.0.1:54321';
    expect(
      url(`${project}/storage/v1/object/public/uploads/u1/1700000000.webm`, project).allowed,
    ).toBe(true);
    expect(url(`${project}/rest/v1/videos`, project).reason).toBe(REASONS.urlIpHost);
    expect(
      url('http://127.0.0.1:9999/storage/v1/object/public/uploads/a.webm', project).reason,
    ).toBe(REASONS.urlIpHost);
  });

  it('refuses blocked terms in the host and path, and malformed addresses', () => {
    expect(url('https://www.pornhub.com/view_video').reason).toBe(reasonOf('sexual'));
    expect(url('https://cdn.example.com/free-robux/clip.mp4').reason).toBe(reasonOf('scam'));
    expect(url('https://example.com/a clip.mp4').reason).toBe(REASONS.urlInvalid);
    expect(url(`https://example.com/${'a'.repeat(2040)}`).reason).toBe(REASONS.urlInvalid);
    expect(url('not a url').reason).toBe(REASONS.urlInvalid);
    expect(url('https://').reason).toBe(REASONS.urlInvalid);
  });
});

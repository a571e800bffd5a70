import { describe, expect, it } from 'vitest';
import {
  checkChallengeForm,
  EMPTY_CHALLENGE_FORM,
  isActiveAt,
  isUnsafeContent,
  sanitizeChallengeText,
  toLocalInput,
  type ChallengeFormValues,
} from './challenge-form';

const NOW = new Date('2026-11-25T12:00:00Z');

function form(changes: Partial<ChallengeFormValues> = {}): ChallengeFormValues {
  return {
    ...EMPTY_CHALLENGE_FORM,
    title: 'Funniest Pet',
    description: 'Show us your pet at its silliest.',
    startDate: toLocalInput('2026-11-24T12:00:00Z'),
    endDate: toLocalInput('2026-12-01T12:00:00Z'),
    ...changes,
  };
}

function noticeOf(values: ChallengeFormValues) {
  const check = checkChallengeForm(values, NOW);
  return check.ok ? null : check.notice;
}

describe('admin challenge validation (part 1 §5, §8)', () => {
  it.each(['title', 'description', 'startDate', 'endDate'] as const)('needs the %s', (field) => {
    expect(noticeOf(form({ [field]: '  ' }))).toEqual({
      title: 'Validation Error',
      message: 'Please fill in all required fields.',
    });
  });

  it('counts a title made only of stripped characters as missing', () => {
    expect(noticeOf(form({ title: '<>"' }))?.message).toBe('Please fill in all required fields.');
  });

  it('needs the end after the start', () => {
    const start = toLocalInput('2026-11-24T12:00:00Z');
    for (const endDate of [start, toLocalInput('2026-11-23T12:00:00Z')]) {
      expect(noticeOf(form({ startDate: start, endDate }))).toEqual({
        title: 'Date Error',
        message: 'End date must be after start date.',
      });
    }
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['a closing script tag', 'hi </ script>'],
    ['a javascript: scheme', 'JavaScript : alert(1)'],
    ['a tab-split javascript: scheme', 'java\tscript:alert(1)'],
    ['a vbscript: scheme', 'vbscript:msgbox'],
    ['an inline handler', 'img onerror=alert(1)'],
    ['an html data URL', 'data:text/html;base64,PHNjcmlwdD4='],
    ['over 5000 characters', 'a'.repeat(5001)],
  ])('refuses %s in the title or description', (_label, text) => {
    const notice = {
      title: 'Validation Error',
      message: 'Content contains invalid characters or is too long.',
    };
    expect(noticeOf(form({ title: text }))).toEqual(notice);
    expect(noticeOf(form({ description: text }))).toEqual(notice);
  });

  it('refuses the same content in the prize text the database checks too', () => {
    expect(noticeOf(form({ prizeText: 'onclick=steal()' }))?.message).toBe(
      'Content contains invalid characters or is too long.',
    );
  });

  it('takes 5000 characters and keeps 1000 of them', () => {
    const check = checkChallengeForm(form({ description: 'b'.repeat(5000) }), NOW);
    expect(check.ok && check.row.description).toBe('b'.repeat(1000));
  });

  it.each(['ftp://shop.example/x', 'javascript:alert(1)', 'shop.example/item'])(
    'refuses the affiliate URL %s',
    (affiliateUrl) => {
      expect(noticeOf(form({ affiliateUrl }))).toEqual({
        title: 'Invalid URL',
        message: 'Please provide a valid affiliate URL.',
      });
    },
  );

  it('refuses an image link the database would refuse', () => {
    expect(noticeOf(form({ imageUrl: 'javascript:alert(1)' }))?.title).toBe('Invalid URL');
    expect(noticeOf(form({ imageUrl: '/samples/cat-zoomies.png' }))).toBeNull();
  });

  it('sends the sanitised row with is_active computed from the dates', () => {
    const check = checkChallengeForm(
      form({
        title: ' <b>"Best" & Worst</b> ',
        prizeText: "$500 'cash'",
        affiliateProductName: 'Tripod',
        affiliateUrl: 'https://shop.example/tripod',
      }),
      NOW,
    );
    expect(check).toEqual({
      ok: true,
      row: {
        title: 'bBest  Worst/b',
        description: 'Show us your pet at its silliest.',
        image_url: null,
        prize_text: '$500 cash',
        start_date: '2026-11-24T12:00:00.000Z',
        end_date: '2026-12-01T12:00:00.000Z',
        is_active: true,
        affiliate_product_name: 'Tripod',
        affiliate_url: 'https://shop.example/tripod',
        affiliate_image_url: null,
      },
    });
  });
});

describe('sanitizeChallengeText', () => {
  it('strips < > \' " & and keeps 1000 characters', () => {
    expect(sanitizeChallengeText(`<a href="x">Tom & Jerry's</a>`)).toBe('a href=xTom  Jerrys/a');
    expect(sanitizeChallengeText('c'.repeat(1200))).toHaveLength(1000);
  });
});

describe('isUnsafeContent', () => {
  it('lets ordinary text through', () => {
    expect(isUnsafeContent('Join us on Friday = fun. Java script is not a scheme.')).toBe(false);
  });
});

describe('isActiveAt', () => {
  const start = new Date('2026-11-24T00:00:00Z');
  const end = new Date('2026-11-30T00:00:00Z');
  it('is true only between start and end', () => {
    expect(isActiveAt(start, end, new Date('2026-11-23T23:59:59Z'))).toBe(false);
    expect(isActiveAt(start, end, NOW)).toBe(true);
    expect(isActiveAt(start, end, new Date('2026-11-30T00:00:01Z'))).toBe(false);
  });
});

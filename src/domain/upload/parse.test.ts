import { describe, expect, it } from 'vitest';
import { parseSubmitPayload } from './parse';

const payload = {
  videoId: '3f2a9c1e-0000-4000-8000-000000000001',
  userId: '3f2a9c1e-0000-4000-8000-000000000002',
  title: 'Cat',
  category: 'animals',
  source: 'recording',
  takeId: 'take-1',
  allowComments: true,
  emailNotifications: true,
  durationSeconds: 3.2,
  queuedAt: 1_700_000_000_000,
};

describe('parseSubmitPayload', () => {
  it('accepts a stored submission', () => {
    expect(parseSubmitPayload(payload)).toEqual(payload);
  });

  it('keeps the challenge a submission enters and refuses a damaged one', () => {
    const challenge = {
      challengeId: '3f2a9c1e-0000-4000-8000-000000000003',
      title: 'Cats',
      endDate: '2026-11-30T12:00:00.000Z',
    };
    expect(parseSubmitPayload({ ...payload, challenge })).toEqual({ ...payload, challenge });
    expect(
      parseSubmitPayload({ ...payload, challenge: { ...challenge, endDate: 'x' } }),
    ).toBeNull();
  });

  it('refuses damaged ones', () => {
    expect(parseSubmitPayload({ ...payload, category: 'cooking' })).toBeNull();
    expect(parseSubmitPayload({ ...payload, videoId: 'bad id!' })).toBeNull();
    expect(parseSubmitPayload({ ...payload, queuedAt: 'yesterday' })).toBeNull();
    expect(parseSubmitPayload(null)).toBeNull();
  });

  it('checks every field the way the old zod schema did', () => {
    expect(parseSubmitPayload({ ...payload, userId: 'not-a-uuid' })).toBeNull();
    expect(parseSubmitPayload({ ...payload, title: '' })).toBeNull();
    expect(parseSubmitPayload({ ...payload, title: 'x'.repeat(101) })).toBeNull();
    expect(parseSubmitPayload({ ...payload, source: 'camera' })).toBeNull();
    expect(parseSubmitPayload({ ...payload, url: 42 })).toBeNull();
    expect(parseSubmitPayload({ ...payload, allowComments: 'yes' })).toBeNull();
    expect(parseSubmitPayload({ ...payload, durationSeconds: -1 })).toBeNull();
    expect(parseSubmitPayload({ ...payload, durationSeconds: Number.NaN })).toBeNull();
    expect(parseSubmitPayload({ ...payload, shrink: 'yes' })).toBeNull();
    expect(parseSubmitPayload({ ...payload, shrink: true })).toEqual({ ...payload, shrink: true });
    expect(parseSubmitPayload({ ...payload, queuedAt: 1.5 })).toBeNull();
    expect(parseSubmitPayload({ ...payload, queuedAt: 0 })).toBeNull();
  });

  it('accepts a link submission without a duration, and drops keys it does not know', () => {
    const link = {
      ...payload,
      source: 'url',
      url: 'https://youtu.be/abc',
      durationSeconds: undefined,
    };
    expect(parseSubmitPayload({ ...link, extra: true })).toEqual(link);
  });
});

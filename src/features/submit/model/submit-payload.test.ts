import { describe, expect, it } from 'vitest';
import { parseSubmitPayload, storedDuration } from './submit-payload';

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

  it('refuses damaged ones', () => {
    expect(parseSubmitPayload({ ...payload, category: 'cooking' })).toBeNull();
    expect(parseSubmitPayload({ ...payload, videoId: 'bad id!' })).toBeNull();
    expect(parseSubmitPayload({ ...payload, queuedAt: 'yesterday' })).toBeNull();
    expect(parseSubmitPayload(null)).toBeNull();
  });
});

describe('storedDuration', () => {
  it('fits numeric(6,2) in (0, 300]', () => {
    expect(storedDuration(3.14159)).toBe(3.14);
    expect(storedDuration(300.4)).toBe(300);
    expect(storedDuration(0.001)).toBe(0.01);
    expect(storedDuration(0)).toBeNull();
    expect(storedDuration(undefined)).toBeNull();
    expect(storedDuration(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

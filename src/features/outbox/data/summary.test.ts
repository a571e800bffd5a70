import { describe, expect, it } from 'vitest';
import { anythingWaits, parseSummary, publishSummary, useOutboxSummary } from './summary';

describe('outbox summary', () => {
  it('reads only well-formed counts from storage', () => {
    expect(parseSummary('{"waiting":2,"failed":1,"uploadingPercent":40}')).toEqual({
      waiting: 2,
      failed: 1,
      uploadingPercent: 40,
      actionsWaiting: 0,
    });
    expect(parseSummary('{"waiting":-1,"failed":"x","actionsWaiting":2}')).toEqual({
      waiting: 0,
      failed: 0,
      uploadingPercent: null,
      actionsWaiting: 2,
    });
    expect(parseSummary('not json')).toEqual({
      waiting: 0,
      failed: 0,
      uploadingPercent: null,
      actionsWaiting: 0,
    });
    expect(parseSummary(null)).toEqual({
      waiting: 0,
      failed: 0,
      uploadingPercent: null,
      actionsWaiting: 0,
    });
  });

  it('publishes to the store and to localStorage for the next start and other tabs', () => {
    publishSummary({ waiting: 3, failed: 0, uploadingPercent: 12, actionsWaiting: 0 });
    expect(useOutboxSummary.getState()).toMatchObject({
      waiting: 3,
      failed: 0,
      uploadingPercent: 12,
    });
    expect(parseSummary(localStorage.getItem('laughloop-outbox-summary'))).toEqual({
      waiting: 3,
      failed: 0,
      uploadingPercent: 12,
      actionsWaiting: 0,
    });
  });

  it('a queued like alone keeps the uploads badge empty yet still asks for the engine on the next visit', () => {
    const likeOnly = parseSummary(
      '{"waiting":0,"failed":0,"uploadingPercent":null,"actionsWaiting":1}',
    );
    expect(likeOnly.waiting).toBe(0);
    expect(anythingWaits(likeOnly)).toBe(true);
    expect(anythingWaits(parseSummary(null))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { entryMessage, entryOutcomeOf } from './entry-outcome';

describe('entryOutcomeOf', () => {
  it('counts an accepted entry, late or not', () => {
    expect(entryOutcomeOf(null, 200, false)).toEqual({ kind: 'entered', late: false });
    expect(entryOutcomeOf(null, 200, true)).toEqual({ kind: 'entered', late: true });
  });

  it('tells a second entry apart from a retryable 409', () => {
    const second = { code: '23505', message: 'You have already entered this challenge.' };
    expect(entryOutcomeOf(second, 409, false)).toEqual({ kind: 'already-entered' });
  });

  it('does not retry the deadline refusals', () => {
    for (const message of [
      'This challenge has ended: entries had to reach the server before the deadline.',
      'This challenge has ended: the entry ticket was issued after the deadline.',
      'This challenge has ended: the grace period for entries started before the deadline is over.',
    ])
      expect(entryOutcomeOf({ code: 'P0001', message }, 400, false)).toEqual({ kind: 'too-late' });
  });

  it('retries what another attempt may fix', () => {
    expect(entryOutcomeOf({ message: 'TypeError: Failed to fetch' }, 0, false)).toBe('retry');
    expect(entryOutcomeOf({ message: 'Bad gateway' }, 502, false)).toBe('retry');
    expect(entryOutcomeOf({ code: '42501', message: 'Please sign in' }, 401, false)).toBe('retry');
  });

  it('keeps other refusals with the server words', () => {
    const ticket = {
      code: '42501',
      message: 'This entry ticket is not valid for you and this challenge.',
    };
    expect(entryOutcomeOf(ticket, 403, false)).toEqual({ kind: 'refused', reason: ticket.message });
    const conflict = { code: '40001', message: 'could not serialize access' };
    expect(entryOutcomeOf(conflict, 409, false)).toBe('retry');
  });
});

describe('entryMessage', () => {
  it('says in creator words what happened and that the video still posts', () => {
    expect(entryMessage('Cats', { kind: 'entered', late: false })).toMatchObject({
      title: 'Challenge entry counted!',
      variant: 'success',
    });
    expect(entryMessage('Cats', { kind: 'already-entered' }).description).toBe(
      'You have already entered "Cats" (one video per challenge). This video is posted as a normal video.',
    );
    expect(entryMessage('Cats', { kind: 'too-late' }).description).toMatch(
      /posted as a normal video/,
    );
    expect(entryMessage('Cats', { kind: 'refused', reason: 'No.' }).description).toMatch(/: No\.$/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  deadlineCountdown,
  isUuid,
  parseEntryIntent,
  parseEntryTicket,
  untimedEntryNotice,
} from './challenge-entry';

const ID = '2f1c3a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const END = '2026-11-30T12:00:00.000Z';
const end = Date.parse(END);

describe('deadlineCountdown', () => {
  it('counts days and hours while more than a day is left', () => {
    expect(deadlineCountdown(END, end - (2 * 86_400 + 4 * 3600 + 59) * 1000)).toBe('2d 4h left');
  });
  it('counts hours and minutes, then minutes and seconds', () => {
    expect(deadlineCountdown(END, end - (3 * 3600 + 12 * 60) * 1000)).toBe('3h 12m left');
    expect(deadlineCountdown(END, end - (12 * 60 + 5) * 1000)).toBe('12m 5s left');
  });
  it('is null at and after the deadline, and for a date it cannot read', () => {
    expect(deadlineCountdown(END, end)).toBeNull();
    expect(deadlineCountdown(END, end + 1000)).toBeNull();
    expect(deadlineCountdown('soon', end)).toBeNull();
  });
});

describe('entry tickets and intents', () => {
  it('reads the RPC answer and refuses anything else', () => {
    const answer = { id: ID, issued_at: END, end_date: END, accept_until: END };
    expect(parseEntryTicket(answer)).toEqual({ id: ID, issuedAt: END, acceptUntil: END });
    expect(parseEntryTicket({ ...answer, id: 'nope' })).toBeNull();
    expect(parseEntryTicket(null)).toBeNull();
  });
  it('keeps the file a ticket is bound to, and reads tickets stored before binding', () => {
    const hash = 'ab'.repeat(32);
    const answer = { id: ID, issued_at: END, accept_until: END, content_sha256: hash };
    expect(parseEntryTicket(answer)).toEqual({
      id: ID,
      issuedAt: END,
      acceptUntil: END,
      contentSha256: hash,
    });
    const stored = { id: ID, issuedAt: END, acceptUntil: END, contentSha256: hash };
    expect(parseEntryTicket(stored)).toEqual(stored);
    // A damaged hash is dropped: the outbox binds the file again before its upload.
    expect(parseEntryTicket({ ...stored, contentSha256: 'x' })).toEqual({
      id: ID,
      issuedAt: END,
      acceptUntil: END,
    });
  });
  it('keeps a valid intent and drops a damaged one', () => {
    const intent = { challengeId: ID, title: 'Cats', endDate: END, extra: 1 };
    expect(parseEntryIntent(intent)).toEqual({ challengeId: ID, title: 'Cats', endDate: END });
    expect(parseEntryIntent({ ...intent, ticket: { id: 'x' } })).toBeNull();
    expect(parseEntryIntent({ ...intent, challengeId: '1' })).toBeNull();
  });
  it('checks uuids', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(`${ID}x`)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});

describe('untimedEntryNotice', () => {
  const intent = { challengeId: ID, title: 'Cats', endDate: END };
  it('says nothing when the take holds a ticket', () => {
    const ticket = { id: ID, issuedAt: END, acceptUntil: END };
    expect(untimedEntryNotice({ ...intent, ticket }, end - 1000)).toBeNull();
  });
  it('gives the countdown before the deadline and the outcome after it', () => {
    expect(untimedEntryNotice(intent, end - 65_000)).toBe(
      'Started offline: this entry to "Cats" must reach the server before the deadline (1m 5s left).',
    );
    expect(untimedEntryNotice(intent, end + 1)).toMatch(/has passed: this video will post/);
    // A link never holds a ticket: it is told it cannot enter late, not that it started offline.
    expect(untimedEntryNotice(intent, end - 65_000, 'link')).toBe(
      'A link enters "Cats" only if it reaches the server before the deadline (1m 5s left).',
    );
  });
});

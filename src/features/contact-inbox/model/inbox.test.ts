import { describe, expect, it } from 'vitest';
import {
  cursorAfter,
  INBOX_PAGE_SIZE,
  INBOX_STATUSES,
  inboxAction,
  newCountLabel,
  parseContactMessage,
  replyHref,
  tabOf,
  type ContactMessage,
} from './inbox';

const row = {
  id: 'm1',
  user_id: null,
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'Hi there',
  status: 'new',
  created_at: '2026-11-26T07:00:00Z',
};

describe('the contact inbox filters', () => {
  it("files new and read under 'New', handled and archived under 'Handled'", () => {
    expect(INBOX_STATUSES).toEqual({ New: ['new', 'read'], Handled: ['handled', 'archived'] });
    expect(tabOf('new')).toBe('New');
    expect(tabOf('read')).toBe('New');
    expect(tabOf('handled')).toBe('Handled');
    expect(tabOf('archived')).toBe('Handled');
  });

  it('marks waiting messages handled and reopens done ones as read', () => {
    expect(inboxAction('new')).toEqual({ label: 'Mark handled', next: 'handled' });
    expect(inboxAction('read')).toEqual({ label: 'Mark handled', next: 'handled' });
    expect(inboxAction('handled')).toEqual({ label: 'Reopen', next: 'read' });
    expect(inboxAction('archived')).toEqual({ label: 'Reopen', next: 'read' });
  });

  it('counts the waiting messages in words', () => {
    expect(newCountLabel(0)).toBe('No new messages');
    expect(newCountLabel(1)).toBe('1 new message');
    expect(newCountLabel(12)).toBe('12 new messages');
  });
});

describe('contact message rows', () => {
  it('are read defensively, leaving out unknown statuses', () => {
    expect(parseContactMessage(row)).toEqual({
      id: 'm1',
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'Hi there',
      status: 'new',
      createdAt: '2026-11-26T07:00:00Z',
    });
    expect(parseContactMessage({ ...row, status: 'spam' })).toBeNull();
    expect(parseContactMessage({ ...row, id: 7 })).toBeNull();
  });

  it('link a reply only to a real address, with the subject', () => {
    expect(replyHref('ada@example.com', 'Hi & bye')).toBe(
      'mailto:ada@example.com?subject=Re%3A%20Hi%20%26%20bye',
    );
    expect(replyHref('ada@example.com?cc=x@y.z', 'Hi')).toBeNull();
    expect(replyHref('javascript:alert(1)', 'Hi')).toBeNull();
  });

  it('page 50 at a time, after the last message shown', () => {
    const message = parseContactMessage(row) as ContactMessage;
    const full = Array.from({ length: INBOX_PAGE_SIZE }, (_, i) => ({ ...message, id: `m${i}` }));
    expect(INBOX_PAGE_SIZE).toBe(50);
    expect(cursorAfter(full)).toEqual({ before: message.createdAt, beforeId: 'm49' });
    expect(cursorAfter(full.slice(1))).toBeNull();
  });
});

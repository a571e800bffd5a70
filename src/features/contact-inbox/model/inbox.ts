import { isStorableEmail } from '@/lib/email';

/** contact_messages.status (the table's check constraint). */
const CONTACT_STATUSES = ['new', 'read', 'handled', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The inbox's two views: what still needs an answer, and what is done. */
export const INBOX_TABS = ['New', 'Handled'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export const INBOX_STATUSES: Record<InboxTab, readonly ContactStatus[]> = {
  New: ['new', 'read'],
  Handled: ['handled', 'archived'],
};

export const INBOX_PAGE_SIZE = 50;

export const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  read: 'Read',
  handled: 'Handled',
  archived: 'Archived',
};

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  createdAt: string;
}

function isContactStatus(value: unknown): value is ContactStatus {
  return CONTACT_STATUSES.includes(value as ContactStatus);
}

/** The tab a message shows under. */
export function tabOf(status: ContactStatus): InboxTab {
  return INBOX_STATUSES.New.includes(status) ? 'New' : 'Handled';
}

export interface InboxAction {
  label: 'Mark handled' | 'Reopen';
  next: ContactStatus;
}

/** New or read messages can be marked handled; handled or archived ones reopened (as read). */
export function inboxAction(status: ContactStatus): InboxAction {
  return tabOf(status) === 'New'
    ? { label: 'Mark handled', next: 'handled' }
    : { label: 'Reopen', next: 'read' };
}

/** "3 new messages": the messages waiting under 'New'. */
export function newCountLabel(count: number): string {
  if (count === 0) return 'No new messages';
  return count === 1 ? '1 new message' : `${count} new messages`;
}

/** A reply link for the sender's address, or null when it is not one a mail app could use. */
export function replyHref(email: string, subject: string): string | null {
  if (!isStorableEmail(email)) return null;
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** Where the next page starts: after the last message shown (time, then id for equal times). */
export interface InboxCursor {
  before: string;
  beforeId: string;
}

export function cursorAfter(page: ContactMessage[]): InboxCursor | null {
  const last = page[page.length - 1];
  return page.length === INBOX_PAGE_SIZE && last
    ? { before: last.createdAt, beforeId: last.id }
    : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** One contact_messages row, read defensively; a row with an unknown status is left out. */
export function parseContactMessage(row: Record<string, unknown>): ContactMessage | null {
  const id = text(row.id);
  const createdAt = text(row.created_at);
  if (!id || !createdAt || !isContactStatus(row.status)) return null;
  return {
    id,
    name: text(row.name) ?? '',
    email: text(row.email) ?? '',
    subject: text(row.subject) ?? '',
    message: text(row.message) ?? '',
    status: row.status,
    createdAt,
  };
}

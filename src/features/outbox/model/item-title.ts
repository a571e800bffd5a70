import type { OutboxRow } from '@/lib/db';

const KIND_LABELS: Record<string, string> = {
  'submit-video': 'Video',
  'set-like': 'Like',
  'record-view': 'View',
  'challenge-opt-in': 'Challenge emails',
  'post-comment': 'Comment',
  'record-earning': 'Earning',
  'block-user': 'Block',
  'report-video': 'Report',
  'share-premium-post': 'Group post',
  'send-contact-message': 'Message',
};

/** The line the tray shows for an item: its title when the payload has one, else what it is. */
export function itemTitle(row: Pick<OutboxRow, 'kind' | 'payload'>): string {
  const payload = row.payload as { title?: unknown } | null;
  if (payload && typeof payload.title === 'string' && payload.title.trim() !== '')
    return payload.title;
  return KIND_LABELS[row.kind] ?? row.kind;
}

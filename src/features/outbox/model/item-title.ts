import type { OutboxRow } from '@/lib/db';
import { labelFor } from '../port/registry';

/**
 * What an item is called when no page of this version registered its kind (left by an older
 * version): never the raw kind name.
 */
export const UNKNOWN_KIND_LABEL = 'Waiting action';

/**
 * The line the tray shows for an item: its title when the payload has one, else what its
 * registration calls it.
 */
export function itemTitle(
  row: Pick<OutboxRow, 'kind' | 'payload'>,
  label: (kind: string) => string | undefined = labelFor,
): string {
  const payload = row.payload as { title?: unknown } | null;
  if (payload && typeof payload.title === 'string' && payload.title.trim() !== '')
    return payload.title;
  return label(row.kind) ?? UNKNOWN_KIND_LABEL;
}

import { describe, expect, it } from 'vitest';
import { OUTBOX_KIND_LABELS, RECORD_VIEW, UNLISTED_KINDS, WORKER_SENT_KINDS } from './kinds';

describe('outbox kinds', () => {
  const entries = Object.entries(OUTBOX_KIND_LABELS);

  it('give every kind its own label, in words rather than the kind’s name (issue 37 §9)', () => {
    expect(entries.length).toBeGreaterThanOrEqual(10);
    for (const [kind, label] of entries) {
      expect(kind).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(label.trim(), kind).not.toBe('');
      expect(label, kind).not.toBe(kind);
    }
    expect(new Set(Object.values(OUTBOX_KIND_LABELS)).size).toBe(entries.length);
  });

  it('send every kind from the service worker, and list all but views in the tray', () => {
    expect([...WORKER_SENT_KINDS].sort()).toEqual(Object.keys(OUTBOX_KIND_LABELS).sort());
    expect([...UNLISTED_KINDS]).toEqual([RECORD_VIEW]);
  });
});

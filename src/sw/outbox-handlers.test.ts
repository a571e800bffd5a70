import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { sendBlockUser } from '@/features/blocks/worker';
import { sendPostComment } from '@/features/comments/worker';
import { sendRecordEarning } from '@/features/earnings/worker';
import { preloadHandlers } from '@/features/outbox';
import { sendSharePremiumPost } from '@/features/premium/worker';
import { handleSetLike } from '@/features/videos/worker';
import { OUTBOX_KIND_LABELS, WORKER_SENT_KINDS } from '@/domain/outbox-kinds';
import type { OutboxHandler, OutboxPort } from '@/lib/outbox-port';
import { WORKER_HANDLERS } from './outbox-handlers';

// Issue 36 §1: the service worker sends every kind a page sends. The pages' registrations are
// read by starting the outbox against a port that only records them.

const registered = vi.hoisted(() => new Map<string, unknown>());
const labels = vi.hoisted(() => new Map<string, string>());
vi.mock('@/features/outbox/port/create-port', () => ({
  createOutboxPort: () =>
    ({
      register: (kind: string, handler: unknown, options: { label: string }) => {
        registered.set(kind, handler);
        labels.set(kind, options.label);
      },
    }) as unknown as OutboxPort,
}));
vi.mock('@/features/outbox/port/triggers', () => ({ startOutboxTriggers: () => undefined }));
vi.mock('@/app/outbox/worker-notices', () => ({ followWorkerNotices: () => undefined }));

const { startOutbox } = await import('@/app/outbox/start-outbox');
startOutbox();

const here = dirname(fileURLToPath(import.meta.url));
const sorted = (kinds: Iterable<string>) => [...kinds].sort();

describe('the service worker’s outbox handlers', () => {
  it('cover exactly WORKER_SENT_KINDS and every kind the pages register', () => {
    expect(registered.size).toBeGreaterThanOrEqual(10);
    expect(sorted(WORKER_HANDLERS.keys())).toEqual(sorted(WORKER_SENT_KINDS));
    expect(sorted(WORKER_HANDLERS.keys())).toEqual(sorted(registered.keys()));
  });

  it('name every kind the pages register, each with its own label (issue 37 §9)', () => {
    expect(sorted(labels.keys())).toEqual(sorted(registered.keys()));
    for (const [kind, label] of labels) {
      expect(label.trim(), kind).not.toBe('');
      expect(label, kind).not.toBe(kind);
    }
    expect(new Set(labels.values()).size).toBe(labels.size);
    // The pages register each kind with the label its home gives it (src/domain/outbox-kinds).
    expect(Object.fromEntries(labels)).toEqual(OUTBOX_KIND_LABELS);
  });

  it('load a handler for every kind the pages register (and every preparer)', async () => {
    const loaded = await preloadHandlers();
    expect((loaded as unknown[]).length).toBeGreaterThanOrEqual(registered.size);
    for (const handler of loaded as unknown[]) expect(handler).toBeTypeOf('function');
  });

  it('send with the shared senders, without the pages’ follow-ups', () => {
    const expected: Record<string, OutboxHandler> = {
      'block-user': sendBlockUser,
      'post-comment': sendPostComment,
      'record-earning': sendRecordEarning,
      'share-premium-post': sendSharePremiumPost,
      'set-like': handleSetLike,
    };
    for (const [kind, sender] of Object.entries(expected))
      expect(WORKER_HANDLERS.get(kind), kind).toBe(sender);
  });

  it('import nothing that only a page has (toasts, the page session, query cache, supabase-js, React)', () => {
    const src = resolve(here, '..');
    const reached = new Map<string, string>();
    const resolveImport = (from: string, spec: string): string | null => {
      const base = spec.startsWith('@/')
        ? resolve(src, spec.slice(2))
        : spec.startsWith('.')
          ? resolve(dirname(from), spec)
          : null;
      if (base === null) return null;
      return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync) ?? null;
    };
    const walk = (file: string, via: string) => {
      if (reached.has(file)) return;
      reached.set(file, via);
      const text = readFileSync(file, 'utf8');
      // Value imports and re-exports, static or dynamic; `import type` leaves nothing in the bundle.
      const imports =
        /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
      for (const match of text.matchAll(imports)) {
        const spec = match[1] ?? match[2] ?? match[3] ?? '';
        const target = resolveImport(file, spec);
        if (target) walk(target, file);
        else if (!spec.startsWith('.') && !spec.startsWith('@/'))
          reached.set(`package:${spec}`, file);
      }
    };
    walk(resolve(here, 'outbox-handlers.ts'), '');
    // The walk must have gone deep (every sender, its API call, the like records...).
    expect(reached.has(resolve(src, 'lib/api/data-api.ts'))).toBe(true);
    expect(reached.has(resolve(src, 'features/videos/likes/like-records.ts'))).toBe(true);
    const pageOnly =
      /components\/toast-store|lib\/session\.ts|lib\/query\/client\.ts|lib\/supabase\.ts|package:(@supabase\/supabase-js|react|react-dom|zustand)$/;
    const offending = [...reached]
      .filter(([file]) => pageOnly.test(file))
      .map(([file, via]) => `${relative(src, file)} <- ${relative(src, via)}`);
    expect(offending).toEqual([]);
  });
});

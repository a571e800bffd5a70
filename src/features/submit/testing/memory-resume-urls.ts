import type { ResumeUrl, ResumeUrlStore } from '@/lib/outbox-port';

/** The outbox's resume URL store as a Map, for submit's tests (the real one is the outbox's). */
export function memoryResumeUrls(): ResumeUrlStore & { rows: Map<string, ResumeUrl> } {
  const rows = new Map<string, ResumeUrl>();
  return {
    rows,
    all: async () => [...rows.values()],
    get: async (fingerprint) => rows.get(fingerprint),
    put: async (entry) => void rows.set(entry.fingerprint, entry),
    remove: async (fingerprint) => void rows.delete(fingerprint),
  };
}

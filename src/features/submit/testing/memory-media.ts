import type { MediaWriter } from '@/lib/outbox-port';

/**
 * An outbox item's media as the job context shows them (media, writeMedia), in memory: written
 * files are pieces at offsets until kept. The real store is the outbox's (written-media.ts).
 */
export function memoryMedia(initial: Record<string, Blob> = {}) {
  const kept = new Map<string, { blob: Blob; name: string }>(
    Object.entries(initial).map(([id, blob]) => [id, { blob, name: id }]),
  );
  /** Files being written, by id: their bytes so far. */
  const writing = new Map<string, Uint8Array>();
  const discarded: string[] = [];

  const writer = (id: string): MediaWriter => {
    writing.set(id, new Uint8Array(0));
    const bytes = () => writing.get(id) ?? new Uint8Array(0);
    return {
      async write(position, data) {
        const end = Math.max(bytes().byteLength, position + data.byteLength);
        const grown = new Uint8Array(end);
        grown.set(bytes());
        grown.set(data, position);
        writing.set(id, grown);
      },
      file: async (type) => new Blob([bytes().slice()], { type }),
      async keep(name, type) {
        kept.set(id, { blob: new Blob([bytes().slice()], { type }), name });
        writing.delete(id);
        return true;
      },
      async discard() {
        writing.delete(id);
        discarded.push(id);
      },
    };
  };

  return {
    kept,
    writing,
    discarded,
    media: async (id: string) => kept.get(id)?.blob,
    writeMedia: async (id: string) => writer(id),
  };
}

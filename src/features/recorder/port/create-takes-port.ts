import type { TakesPort } from '@/lib/takes-port';

/** The takes port for pages: the recorder's tables and Dexie load on the first question. */
export function createTakesPort(): TakesPort {
  const media = () => import('../data/take-media');
  return {
    async takeBlob(takeId) {
      return (await media()).takeBlob(takeId);
    },
    async deleteTake(takeId) {
      return (await media()).deleteTake(takeId);
    },
  };
}

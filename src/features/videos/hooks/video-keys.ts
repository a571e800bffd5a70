import { areaKeys } from '@/lib/query/keys';

const videos = areaKeys('videos');

/** The videos feature's query keys (conventions in src/lib/query/keys.ts). */
export const videoKeys = {
  all: videos.all,
  /** Every list of rows (home, shorts, latest, one user's own). */
  lists: videos.kind('list'),
  list: (name: string, userId: string | null = null) => videos.key('list', name, userId),
  /** Single rows looked up by id (/video/:id). */
  singles: videos.kind('video'),
  single: (id: string, userId: string | null) => videos.key('video', id, userId),
  /** Which videos the signed-in user has liked: one map per user, fed by every list shown. */
  liked: (userId: string | null) => videos.key('liked', userId),
  likedIds: (userId: string | null, ids: string) => videos.key('liked-ids', userId, ids),
};

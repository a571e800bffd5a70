import { areaKeys } from '@/lib/query/keys';

const comments = areaKeys('comments');

/** The comments feature's query keys (conventions in src/lib/query/keys.ts). */
export const commentKeys = {
  all: comments.all,
  list: (videoId: string) => comments.key('list', videoId),
  summary: (videoId: string) => comments.key('summary', videoId),
};

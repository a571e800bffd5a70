import { areaKeys } from '@/lib/query/keys';

const boosts = areaKeys('boosts');

export const boostKeys = {
  all: boosts.all,
  video: (videoId: string) => boosts.key('video', videoId),
  order: (userId: string, videoId: string) => boosts.key('order', userId, videoId),
  mine: (userId: string) => boosts.key('mine', userId),
  /** The public list the /order picker shows, as the member asking sees it. */
  picker: (userId: string) => boosts.key('picker', userId),
};

import { areaKeys } from '@/lib/query/keys';

const boosts = areaKeys('boosts');

export const boostKeys = {
  all: boosts.all,
  video: (videoId: string) => boosts.key('video', videoId),
  order: (userId: string, videoId: string) => boosts.key('order', userId, videoId),
  mine: (userId: string) => boosts.key('mine', userId),
};

import { areaKeys } from '@/lib/query/keys';

const guide = areaKeys('guide');

/** Query keys of the guide (one query layer, src/lib/query). */
export const guideKeys = {
  all: guide.all,
  earningRates: () => guide.key('earning-rates'),
};

import { EARNING_ENTRIES } from './earning-entries';
import { GENERAL_ENTRIES } from './general-entries';
import type { GuideEntry } from './guide-entry';

export { EARNING_ENTRIES, GENERAL_ENTRIES };

/** All 15 entries, in order. */
export const GUIDE_ENTRIES: readonly GuideEntry[] = [...GENERAL_ENTRIES, ...EARNING_ENTRIES];

import { createContext, useContext } from 'react';

/** The video a Boost action is for: what the boost dialog needs to order it. */
export interface BoostTarget {
  id: string;
  title: string;
}

export type OpenBoost = (video: BoostTarget) => void;

const BoostActionContext = createContext<OpenBoost | null>(null);

/**
 * How the videos feature's action bar opens the boosts feature's dialog in place (part 2 §2, issue
 * 37 item 3) without importing it: src/app provides the opener, the action bar calls it. Without a
 * provider the action bar links to /boost-plans instead.
 */
export const BoostActionProvider = BoostActionContext.Provider;

export function useBoostAction(): OpenBoost | null {
  return useContext(BoostActionContext);
}

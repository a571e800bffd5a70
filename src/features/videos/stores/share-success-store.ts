import { create } from 'zustand';
import { SHARE_SUCCESS_MS } from '../model/share-timers';

interface ShareSuccessState {
  /** Platforms of the last multi-platform share, while its success animation shows. */
  platforms: string[] | null;
}

export const useShareSuccess = create<ShareSuccessState>(() => ({ platforms: null }));

let timer: ReturnType<typeof setTimeout> | undefined;

/** Part 2 §4: the success animation stays 5 seconds (outliving the dialog, which closes after 2). */
export function showShareSuccess(platforms: string[]): void {
  clearTimeout(timer);
  useShareSuccess.setState({ platforms });
  timer = setTimeout(() => useShareSuccess.setState({ platforms: null }), SHARE_SUCCESS_MS);
}

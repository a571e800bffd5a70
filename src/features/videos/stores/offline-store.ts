import { create } from 'zustand';
import { DEFAULT_BUDGET_BYTES } from '../model/offline-budget';

export interface OfflineState {
  /** Absolute media URLs saved whole in the video cache. */
  saved: Record<string, number>;
  usedBytes: number;
  budgetBytes: number;
  allowCellular: boolean;
  /** False until the saved list has been read from IndexedDB. */
  loaded: boolean;
}

export const useOfflineStore = create<OfflineState>(() => ({
  saved: {},
  usedBytes: 0,
  budgetBytes: DEFAULT_BUDGET_BYTES,
  allowCellular: false,
  loaded: false,
}));

export function useIsSavedOffline(url: string | null): boolean {
  return useOfflineStore((state) => (url ? state.saved[url] !== undefined : false));
}

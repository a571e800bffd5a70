import { create } from 'zustand';

interface PlayerState {
  /** Clips start muted (browsers allow muted autoplay); one tap unmutes the whole feed. */
  muted: boolean;
}

export const usePlayerStore = create<PlayerState>(() => ({ muted: true }));

export function toggleMuted(): void {
  usePlayerStore.setState((state) => ({ muted: !state.muted }));
}

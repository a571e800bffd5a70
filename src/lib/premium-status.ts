import { create } from 'zustand';

export interface PremiumStatusState {
  isPremium: boolean;
  /** True until the check for the current user (or the absence of one) has an answer. */
  loading: boolean;
  /**
   * The last check got no answer (the server unreachable while the phone says online): the user
   * shows as not Premium, yet what may earn is still queued (the server decides when it is sent).
   */
  unknown?: boolean;
}

/**
 * Whether the signed-in user is Premium (part 1 §4), for every feature to read. Only
 * src/features/premium writes it, from the server's secure-premium-management check; while
 * loading, signed out, or after any error the user counts as not Premium.
 */
export const usePremiumStatus = create<PremiumStatusState>(() => ({
  isPremium: false,
  loading: true,
}));

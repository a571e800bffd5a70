import { useEarningSummary } from './use-earning-summary';

/** The member's total earned, as the server last told it (null while it cannot be read). */
export function useTotalEarned(userId: string): number | null {
  const { categories, fallback } = useEarningSummary(userId);
  return fallback ? null : categories.reduce((sum, category) => sum + category.totalEarned, 0);
}

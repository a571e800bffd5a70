/** Query keys of the earnings panel (one query layer, src/lib/query). */
export const earningKeys = {
  all: ['earnings'] as const,
  rules: () => [...earningKeys.all, 'rules'] as const,
  summary: (userId: string) => [...earningKeys.all, 'summary', userId] as const,
  recent: (userId: string) => [...earningKeys.all, 'recent', userId] as const,
  payouts: (userId: string) => [...earningKeys.all, 'payouts', userId] as const,
  payoutMethod: (userId: string) => [...earningKeys.all, 'payout-method', userId] as const,
};

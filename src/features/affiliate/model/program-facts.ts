import { SERVER_RULES } from '@/lib/server-rules';

/**
 * The program's figures as the page words them, from the server's rules (generated into
 * src/lib/server-rules.ts: affiliates.commission_rate's default, private.referral_window_days).
 */
export const COMMISSION = `${SERVER_RULES.affiliateCommissionPercent}%`;
export const REFERRAL_DAYS = SERVER_RULES.referralWindowDays;

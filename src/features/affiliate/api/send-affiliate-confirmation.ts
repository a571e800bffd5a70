import { invokeFunction } from '@/lib/api/functions';

export interface AffiliateConfirmation {
  email: string;
  /** The full name, or else the email (part 2 §7). */
  userName: string;
  affiliateCode: string;
}

/** Part 2 §7 send-affiliate-confirmation: its failure is ignored (only logged). */
export async function sendAffiliateConfirmation(
  confirmation: AffiliateConfirmation,
): Promise<void> {
  try {
    await invokeFunction(
      'send-affiliate-confirmation',
      { ...confirmation },
      { requireSession: true },
    );
  } catch (error) {
    console.error('Affiliate confirmation email failed', error);
  }
}

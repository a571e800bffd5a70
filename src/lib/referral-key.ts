/** Where the device keeps the affiliate link it arrived through (src/lib/referral.ts). */
export const REFERRAL_KEY = 'laughloop:referral';

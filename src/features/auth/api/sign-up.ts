import { currentReferral } from '@/lib/referral';
import { listenToAuth } from '@/lib/session';
import { getSupabase } from '@/lib/supabase';
import { isExistingAccountSignUp, type AuthFailure } from '../model/auth-errors';
import { toAuthFailure } from './auth-failure';
import { sendVerificationEmail } from './send-verification-email';

export type SignUpOutcome =
  /** signedIn is true only on projects without e-mail confirmation. */
  | { kind: 'created'; signedIn: boolean }
  | { kind: 'exists' }
  | { kind: 'failed'; failure: AuthFailure };

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

/** The typed name, and the affiliate link the visitor arrived through (attributed by the database). */
function signUpMetadata(fullName: string): Record<string, string> {
  const name = fullName.trim();
  const referral = currentReferral();
  return {
    ...(name === '' ? {} : { full_name: name }),
    ...(referral ? { ref_code: referral.code } : {}),
    ...(referral?.clickId ? { ref_click: referral.clickId } : {}),
  };
}

function metadataOption(data: Record<string, string>) {
  return Object.keys(data).length === 0 ? undefined : { data };
}

/**
 * Creates the account (full_name and the referral in the user metadata when given, no e-mail
 * redirect) and then asks for the verification e-mail; a failure of that request is only logged (part 1 §7, §8).
 */
export async function signUp({ email, password, fullName }: SignUpInput): Promise<SignUpOutcome> {
  await listenToAuth();
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: metadataOption(signUpMetadata(fullName)),
  });
  if (error) return { kind: 'failed', failure: toAuthFailure(error) };
  if (!data.user) return { kind: 'failed', failure: { message: '' } };
  if (isExistingAccountSignUp(data.user)) return { kind: 'exists' };
  await sendVerificationEmail(email).catch((mailError: unknown) => {
    console.error('Could not send the verification email', mailError);
  });
  return { kind: 'created', signedIn: data.session !== null };
}

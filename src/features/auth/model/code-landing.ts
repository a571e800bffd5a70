import type { CodeLandingOutcome } from '@/lib/auth-code-landing';
import {
  INVALID_RESET_LINK,
  OTHER_BROWSER_LINK,
  OTHER_BROWSER_RESET_LINK,
  VERIFICATION_FAILED,
  VERIFIED,
} from './auth-notices';

/** What the app does once supabase-js has dealt with a `?code=` landing. */
export type CodeLandingStep =
  /** A recovery link exchanged: the reset form, as after the /auth/callback link. */
  | { kind: 'open-reset' }
  | {
      kind: 'notice';
      notice:
        | typeof VERIFIED
        | typeof VERIFICATION_FAILED
        | typeof INVALID_RESET_LINK
        | typeof OTHER_BROWSER_LINK
        | typeof OTHER_BROWSER_RESET_LINK;
    };

/**
 * A PKCE landing continues as the implicit `#access_token` landing does: a sign-up confirmation
 * (or another sign-in link) says the address is verified, a recovery (`password_reset=true`, where
 * the app sends recovery links) opens the reset form. A refused code gets the link's failure
 * notice; a code without this browser's verifier says where to open it.
 */
export function afterCodeLanding(outcome: CodeLandingOutcome, recovery: boolean): CodeLandingStep {
  switch (outcome) {
    case 'signed-in':
      return recovery ? { kind: 'open-reset' } : { kind: 'notice', notice: VERIFIED };
    case 'other-browser':
      return { kind: 'notice', notice: recovery ? OTHER_BROWSER_RESET_LINK : OTHER_BROWSER_LINK };
    case 'failed':
      return { kind: 'notice', notice: recovery ? INVALID_RESET_LINK : VERIFICATION_FAILED };
  }
}

/** The query without the PKCE landing's parameters (`code`, supabase-js' `sb_flow_id`). */
export function withoutAuthCode(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('code');
  params.delete('sb_flow_id');
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

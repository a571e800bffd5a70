import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/toast-store';
import { authCodeIn, settleCodeLanding } from '@/lib/auth-code-landing';
import { openAuthDialog } from '@/lib/auth-dialog';
import { confirmAuthLink } from '../api/confirm-auth-link';
import { verifyEmail } from '../api/verify-email';
import { readAuthLandingHash } from '../model/auth-landing';
import { VERIFICATION_FAILED, VERIFIED } from '../model/auth-notices';
import { afterCodeLanding, withoutAuthCode } from '../model/code-landing';
import {
  parseHomeFlags,
  type EmailVerification,
  type HomeFlags,
  type PaymentResult,
} from '../model/home-flags';

function announceOutcome(verifying: Promise<void>): void {
  verifying.then(
    () => toast(VERIFIED),
    (error: unknown) => {
      console.error('Email verification failed', error);
      toast(VERIFICATION_FAILED);
    },
  );
}

function announceVerification(verification: EmailVerification): void {
  if (verification.kind === 'already-verified') toast(VERIFIED);
  if (verification.kind === 'broken-link') toast(VERIFICATION_FAILED);
  if (verification.kind === 'verify') {
    announceOutcome(verifyEmail(verification.token, verification.userId));
  }
  if (verification.kind === 'auth-link') {
    announceOutcome(confirmAuthLink(verification.tokenHash, verification.type));
  }
}

function announcePayment(payment: PaymentResult | null): void {
  if (payment === 'cancelled') {
    toast({
      title: 'Payment Cancelled',
      description: 'Your payment was cancelled. You can try again anytime.',
    });
  }
  if (payment === 'success') {
    toast({
      title: 'Payment Successful',
      description: 'Thank you! Your boost starts as soon as the payment is confirmed.',
      variant: 'success',
    });
  }
}

/** Auth's confirmation landing is the page's opening address: announced once per page load. */
let landingAnnounced = false;

function actOnFlags(flags: HomeFlags): void {
  if (flags.openSignUp) openAuthDialog('signup');
  if (flags.openPasswordReset) openAuthDialog('reset');
  announceVerification(flags.verification);
  announcePayment(flags.payment);
}

/**
 * A PKCE landing (`?code=`): supabase-js exchanges the code while it loads, so the address keeps it
 * until then and the flags wait for the outcome; a refused or foreign code opens nothing.
 */
function settleThenAct(flags: HomeFlags): Promise<void> {
  const recovery = flags.openPasswordReset;
  return settleCodeLanding().then((outcome) => {
    const step = afterCodeLanding(outcome, recovery);
    if (step.kind === 'open-reset') openAuthDialog('reset');
    else toast(step.notice);
    if (outcome === 'signed-in') {
      if (flags.openSignUp) openAuthDialog('signup');
      announcePayment(flags.payment);
    }
  });
}

/**
 * Acts on the home route's query flags once (part 1 §2, part 2 §2) and takes them out of the
 * address with a replace navigation, so reloading or going back does not repeat them. Other
 * parameters, such as an affiliate ref, stay. `landingHash`, the hash the page opened with, may be
 * Auth's own confirmation landing (`#access_token=…&type=signup`, mailed when Auth has no Send
 * Email hook): it gets the same 'Email Verified' notice as the app's link.
 */
export function HomeQueryFlags({ landingHash = '' }: { landingHash?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (landingAnnounced) return;
    landingAnnounced = true;
    const landing = readAuthLandingHash(landingHash);
    announceVerification(landing);
    // A refused link's error has no other reader; under PKCE supabase-js refuses a session in the
    // hash too (a link asked for without PKCE), so the notice is all that remains of it.
    if (landing.kind !== 'none' && location.hash !== '') {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [landingHash, location, navigate]);

  useEffect(() => {
    const flags = parseHomeFlags(location.search);
    const code = authCodeIn(location.search);
    if ((!flags.present && code === null) || handledKey.current === location.key) return;
    handledKey.current = location.key;
    const clean = () =>
      navigate(
        {
          pathname: location.pathname,
          search: withoutAuthCode(flags.remainingSearch),
          hash: location.hash,
        },
        { replace: true },
      );
    if (code === null) {
      clean();
      actOnFlags(flags);
      return;
    }
    settleThenAct(flags).then(clean, (error: unknown) => {
      console.error('Processing the sign-in link failed', error);
      clean();
    });
  }, [location, navigate]);

  return null;
}

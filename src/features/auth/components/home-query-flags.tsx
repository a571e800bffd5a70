import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import { confirmAuthLink } from '../api/confirm-auth-link';
import { verifyEmail } from '../api/verify-email';
import { readAuthLandingHash } from '../model/auth-landing';
import { parseHomeFlags, type EmailVerification, type PaymentResult } from '../model/home-flags';

const VERIFIED = {
  title: 'Email Verified',
  description: 'Your email has been verified. You can now sign in.',
  variant: 'success',
} as const;

const VERIFICATION_FAILED = {
  title: 'Verification Failed',
  description: 'The verification link is invalid or has expired.',
  variant: 'destructive',
} as const;

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
    // A refused link's error has no other reader; a session is supabase-js's to take and clear.
    if (landing.kind === 'broken-link' && location.hash !== '') {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [landingHash, location, navigate]);

  useEffect(() => {
    const flags = parseHomeFlags(location.search);
    if (!flags.present || handledKey.current === location.key) return;
    handledKey.current = location.key;
    navigate(
      { pathname: location.pathname, search: flags.remainingSearch, hash: location.hash },
      { replace: true },
    );
    if (flags.openSignUp) openAuthDialog('signup');
    if (flags.openPasswordReset) openAuthDialog('reset');
    announceVerification(flags.verification);
    announcePayment(flags.payment);
  }, [location, navigate]);

  return null;
}

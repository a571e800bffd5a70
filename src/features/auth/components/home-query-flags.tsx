import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import { verifyEmail } from '../api/verify-email';
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

function announceVerification(verification: EmailVerification): void {
  if (verification.kind === 'already-verified') toast(VERIFIED);
  if (verification.kind === 'broken-link') toast(VERIFICATION_FAILED);
  if (verification.kind === 'verify') {
    verifyEmail(verification.token, verification.userId).then(
      () => toast(VERIFIED),
      (error: unknown) => {
        console.error('Email verification failed', error);
        toast(VERIFICATION_FAILED);
      },
    );
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

/**
 * Acts on the home route's query flags once (part 1 §2, part 2 §2) and takes them out of the
 * address with a replace navigation, so reloading or going back does not repeat them. Other
 * parameters, such as an affiliate ref, stay.
 */
export function HomeQueryFlags() {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);

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

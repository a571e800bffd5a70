import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Page } from '@/components/page';
import { toast } from '@/components/toast-store';
import { env } from '@/lib/env';
import { verifyRecoveryLink } from '../api/verify-recovery-link';
import { INVALID_RESET_LINK } from '../model/auth-notices';
import { parseRecoveryLink } from '../model/recovery-link';

/**
 * /auth/callback (part 2 §2, §5): checks the recovery link's token with the server, which signs
 * the user in for the reset, then loads the redirect target as a full page. A refused link goes
 * home with a notice; an unexpected failure is explained here, where the person can retry.
 */
export function RecoveryCallback() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // A link's token works once: never exchange it twice (React re-runs effects in development).
    if (started.current) return;
    started.current = true;
    const link = parseRecoveryLink(search, env.siteUrl, window.location.origin);
    const refuse = () => {
      toast(INVALID_RESET_LINK);
      navigate('/', { replace: true });
    };
    if (!link.valid) return refuse();
    verifyRecoveryLink(link.tokenHash).then(
      (accepted) => (accepted ? window.location.replace(link.redirectTo) : refuse()),
      (error: unknown) => {
        console.error('Processing the recovery link failed', error);
        setFailed(true);
      },
    );
  }, [search, navigate]);

  return (
    <Page title="Password Reset">
      {failed ? (
        <>
          <FormAlert
            title="Error"
            message="An error occurred while processing the authentication request."
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClasses('primary')}
              onClick={() => window.location.reload()}
            >
              Try again
            </button>
            <Link to="/" className={buttonClasses('secondary')}>
              Back to Home
            </Link>
          </div>
        </>
      ) : (
        <p role="status" className="text-ink-muted">
          Checking your reset link…
        </p>
      )}
    </Page>
  );
}

import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { Page } from '@/components/page';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { displayName } from '../model/display-name';

/** /auth, the target of log-in links (part 1 §2): opens the sign-in dialog for signed-out visitors. */
export function SignInPage() {
  const user = useSession((state) => state.user);
  const loading = useSession((state) => state.loading);
  const signedOut = !loading && !user;

  useEffect(() => {
    if (signedOut) openAuthDialog('signin');
  }, [signedOut]);

  if (user) {
    return (
      <Page title="Sign In" lead={`You are signed in as ${displayName(user)}.`}>
        <div className="flex flex-wrap gap-2">
          <Link to="/" className={buttonClasses('primary')}>
            Go to Home
          </Link>
          <Link to="/my-videos" className={buttonClasses('secondary')}>
            My Videos
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page
      title="Sign In"
      lead="Sign in with your email and password to submit videos, enter challenges and earn rewards."
    >
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => openAuthDialog('signin')}>Sign in</Button>
        <Button variant="secondary" onClick={() => openAuthDialog('signup')}>
          Create an account
        </Button>
      </div>
    </Page>
  );
}

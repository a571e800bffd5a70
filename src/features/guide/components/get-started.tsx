import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { Section } from './section';

/** Sign up (guests) and go watch. */
export function GetStarted() {
  const guest = useSession((state) => !state.loading && state.user === null);
  return (
    <Section title="Ready to start?">
      <p>Create a free account to like, submit and record, or jump straight into the videos.</p>
      <div className="flex flex-wrap gap-2">
        {guest && <Button onClick={() => openAuthDialog('signup')}>Sign Up</Button>}
        <Link to="/" className={buttonClasses(guest ? 'secondary' : 'primary')}>
          Watch Videos
        </Link>
      </div>
    </Section>
  );
}

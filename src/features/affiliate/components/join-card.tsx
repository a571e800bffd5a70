import type { User } from '@supabase/supabase-js';
import { useId } from 'react';
import { Button } from '@/components/button';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useOnlineStatus } from '@/lib/online-status';
import { useJoinAffiliate } from '../hooks/use-join-affiliate';
import { AFFILIATE_MESSAGES } from '../model/messages';
import { Card } from './card';
import { COMMISSION } from '../model/program-facts';

const JOIN_LABEL = 'Join Affiliate Program';

interface JoinButtonProps {
  onJoin(): void;
  pending?: boolean;
}

/** Offline the button is disabled and says why (joining needs the server). */
function JoinButton({ onJoin, pending = false }: JoinButtonProps) {
  const online = useOnlineStatus();
  const noteId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Button
        onClick={onJoin}
        disabled={!online || pending}
        aria-describedby={online ? undefined : noteId}
        className="self-start"
      >
        {pending ? 'Joining…' : JOIN_LABEL}
      </Button>
      {!online && (
        <p id={noteId} className="text-sm text-warning">
          {AFFILIATE_MESSAGES.offlineJoin}
        </p>
      )}
    </div>
  );
}

function SignedInJoin({ user }: { user: User }) {
  const join = useJoinAffiliate(user);
  return <JoinButton onJoin={() => join.mutate()} pending={join.isPending} />;
}

/**
 * Part 2 §2 "Not a member": the pitch and Join. A guest pressing Join gets the sign-up dialog
 * with 'Please sign up to join our affiliate program'.
 */
export function JoinCard({ user }: { user: User | null }) {
  return (
    <Card title="Earn with your link">
      <p>
        Share your personal link and earn {COMMISSION} lifetime commission on every boost plan and
        Premium membership bought through it. Joining is free.
      </p>
      {user ? (
        <SignedInJoin user={user} />
      ) : (
        <JoinButton onJoin={() => openAuthDialog('signup', AFFILIATE_MESSAGES.signUpToJoin)} />
      )}
    </Card>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useOnlineStatus } from '@/lib/online-status';
import { whenQueryCacheRestored } from '@/lib/query/client';
import { usePremiumStatus } from '@/lib/premium-status';
import { useSession } from '@/lib/session';
import { useMembership } from '../hooks/use-membership';
import { PREMIUM_MESSAGES } from '../model/messages';
import { refreshPremiumStatus } from '../status/premium-status-sync';

export interface PremiumGateProps {
  /** The screen's title while it checks, or asks a visitor to sign in. */
  title: string;
  /** /premium-group tells the redirected user why (part 2 §8); the dashboard just redirects. */
  toastOnRedirect?: boolean;
  children: ReactNode;
}

const SIGN_IN_REASON = 'Please sign in to open your Premium area.';

function SignInPrompt({ title }: { title: string }) {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    openAuthDialog('signin', SIGN_IN_REASON);
  }, []);
  return (
    <Page title={title} lead="Sign in to open your Premium area.">
      <div>
        <Button onClick={() => openAuthDialog('signin', SIGN_IN_REASON)}>Sign In</Button>
      </div>
    </Page>
  );
}

function RedirectToOrder({ toastFirst }: { toastFirst: boolean }) {
  useEffect(() => {
    if (!toastFirst) return;
    toast({
      title: PREMIUM_MESSAGES.accessRequiredTitle,
      description: PREMIUM_MESSAGES.accessRequired,
      variant: 'destructive',
    });
  }, [toastFirst]);
  return <Navigate to="/premium-order" replace />;
}

function Checking({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p role="status" className="text-ink-muted">
        Checking your membership…
      </p>
    </Page>
  );
}

/**
 * Members only (part 2 §2): a visitor is asked to sign in, a signed-in user who is not Premium
 * goes to /premium-order, and while either is checked a loading state shows.
 */
export function PremiumGate({ title, toastOnRedirect = false, children }: PremiumGateProps) {
  const user = useSession((state) => state.user);
  const sessionLoading = useSession((state) => state.loading);
  const isPremium = usePremiumStatus((state) => state.isPremium);
  const checking = usePremiumStatus((state) => state.loading);
  if (sessionLoading || (user && checking)) return <Checking title={title} />;
  if (!user) return <SignInPrompt title={title} />;
  if (isPremium) return <KeepMembership userId={user.id}>{children}</KeepMembership>;
  return (
    <OfflineMember userId={user.id} title={title} toastOnRedirect={toastOnRedirect}>
      {children}
    </OfflineMember>
  );
}

/**
 * A member's visit reads the membership once more, and the answer is kept on the device: the next
 * visit, offline, still gets in (OfflineMember). Not done by the app-wide status check, whose code
 * loads with the first screen and stays small. When that answer says the membership is over (its
 * payment refunded, its period ended since the app checked), the app-wide status is asked again,
 * so the member is sent to /premium-order like anyone who is not Premium.
 */
function KeepMembership({ userId, children }: { userId: string; children: ReactNode }) {
  const membership = useMembership(userId);
  const ended = membership.isFetchedAfterMount && membership.data?.isSubscribed === false;
  useEffect(() => {
    if (ended) void refreshPremiumStatus(true);
  }, [ended]);
  return <>{children}</>;
}

/**
 * Offline the server cannot be asked: a member whose last known membership (kept on the device)
 * was active still gets in; anyone else goes to /premium-order.
 */
function OfflineMember({
  userId,
  title,
  toastOnRedirect,
  children,
}: {
  userId: string;
  title: string;
  toastOnRedirect: boolean;
  children: ReactNode;
}) {
  const online = useOnlineStatus();
  const membership = useMembership(userId);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void whenQueryCacheRestored().then(() => live && setRestored(true));
    return () => {
      live = false;
    };
  }, []);
  if (!online && membership.data?.isSubscribed) return <>{children}</>;
  // Offline, the kept membership may still be on its way back from the device.
  if (!online && !restored) return <Checking title={title} />;
  return <RedirectToOrder toastFirst={toastOnRedirect} />;
}

import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { openAuthDialog } from '@/lib/auth-dialog';
import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import type { RenderTrimmer } from '@/lib/trim-slot';
import { useSession } from '@/lib/session';
import { useEntryChallenge } from '../hooks/use-entry-challenge';
import { ChallengeEntryCard, entryIntentOf } from './challenge-entry-card';
import { GuidelinesBox } from './guidelines-box';
import { OptionPicker, type SubmitOption } from './option-picker';
import { SubmissionForm } from './submission-form';
import { sharedIdFrom } from '../model/shared-form';

function optionFrom(value: string | null): SubmitOption {
  return value === 'upload' || value === 'url' ? value : value === 'record' ? 'record' : 'upload';
}

export interface SubmitPageProps {
  /**
   * The recorder's part; it calls `onOpened` once the camera opened by itself. `challenge`: what
   * its takes enter (null: none).
   */
  recordOption(
    autoOpen: boolean,
    onOpened: () => void,
    challenge: ChallengeEntryIntent | null,
  ): ReactNode;
  /** The signed-in member's earnings panel (the earnings feature's part, composed by the route). */
  earnings?: ReactNode;
  /** The trimmer over a picked file (the trim feature's part, composed by the route; issue 39). */
  renderTrimmer?: RenderTrimmer;
}

/**
 * Submit Video (part 2 §2): record live, upload a file or paste a URL. `recordOption` is the
 * recorder feature's part, composed by the route. Signed-out visitors are asked to sign in.
 */
export function SubmitPage({ recordOption, earnings, renderTrimmer }: SubmitPageProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const option = optionFrom(params.get('mode'));
  // Arriving with ?mode=record (the bottom bar's Record) opens the camera; choosing the option here does not.
  const autoOpen =
    params.get('mode') === 'record' &&
    (location.state as { picked?: boolean } | null)?.picked !== true;
  const { user, loading } = useSession();
  const asked = useRef(false);
  const challengeParam = params.get('challenge');
  const entry = useEntryChallenge(challengeParam);
  const intent = entryIntentOf(entry);
  const sharedId = sharedIdFrom(params.get('shared'));

  useEffect(() => {
    if (loading || user || asked.current) return;
    asked.current = true;
    openAuthDialog('signin', 'Please sign in to submit videos.');
  }, [loading, user]);

  // The challenge and a shared video stay in the address while the creator switches between
  // record, file and link.
  const address = (mode: SubmitOption, challenge: string | null) => ({
    mode,
    ...(challenge ? { challenge } : {}),
    ...(sharedId ? { shared: sharedId } : {}),
  });
  const choose = (next: SubmitOption) =>
    setParams(address(next, challengeParam), { replace: true, state: { picked: true } });
  const leaveChallenge = () =>
    setParams(address(option, null), { replace: true, state: { picked: true } });

  return (
    <Page
      title="Submit Video"
      lead="Record live, upload a file or paste a link. Your video waits safely on this device until it reaches LaughLoop, even offline."
    >
      <ChallengeEntryCard state={entry} onLeave={leaveChallenge} />
      <OptionPicker value={option} onChange={choose} />
      {option === 'record' ? (
        recordOption(autoOpen, () => choose('record'), intent)
      ) : (
        <SubmissionForm
          key={option}
          mode={option}
          userId={user?.id ?? null}
          challenge={intent}
          sharedId={sharedId}
          renderTrimmer={renderTrimmer}
        />
      )}
      {earnings}
      <GuidelinesBox />
    </Page>
  );
}

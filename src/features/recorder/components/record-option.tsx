import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { openAuthDialog } from '@/lib/auth-dialog';
import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import type { TakeRow } from '@/lib/db';
import type { RenderTrimmer } from '@/lib/trim-slot';
import { useSession } from '@/lib/session';
import { RECORDER_MESSAGES } from '../model/recorder-validation';
import { DraftsList } from './drafts-list';
import type { RecorderDraft } from './recorder-modal';

const RecorderModal = lazy(() => import('./recorder-modal'));

/** The recorder's code (and fix-webm-duration) fetched ahead, so it opens offline too. */
export function preloadRecorder(): Promise<unknown> {
  return import('./recorder-modal');
}

/** Submit's "record live" option: the camera button (sign-up prompt when signed out) and the Drafts. */
export interface RecordOptionProps {
  /** Open the camera at once (the bottom bar's Record). */
  autoOpen: boolean;
  /** Called when it did, so a reload does not open it again. */
  onAutoOpened(): void;
  /** The challenge the page enters (from the banner's Join); null for a normal video. */
  challenge: ChallengeEntryIntent | null;
  /** The trimmer shown over a finished take (issue 39), composed in by src/app. */
  renderTrimmer?: RenderTrimmer;
}

export function RecordOption({
  autoOpen,
  onAutoOpened,
  challenge,
  renderTrimmer,
}: RecordOptionProps) {
  const { user, loading } = useSession();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<RecorderDraft | null>(null);

  useEffect(() => {
    if (!autoOpen || !user) return;
    setOpen(true);
    onAutoOpened();
  }, [autoOpen, user, onAutoOpened]);

  const openDraft = (take: TakeRow) => {
    setDraft({ takeId: take.id, duration: take.duration });
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setDraft(null);
  };

  return (
    <section aria-label="Record live" className="flex flex-col gap-4">
      {user ? (
        <Button onClick={() => setOpen(true)}>Open Camera</Button>
      ) : (
        <Button
          onClick={() => openAuthDialog('signup', RECORDER_MESSAGES.signUp)}
          disabled={loading}
        >
          {RECORDER_MESSAGES.signUp}
        </Button>
      )}
      {user && <DraftsList onSubmitDraft={openDraft} />}
      {open && user && (
        <Suspense fallback={<p role="status">Opening the camera…</p>}>
          <RecorderModal
            userId={user.id}
            challenge={challenge}
            draft={draft}
            onClose={close}
            renderTrimmer={renderTrimmer}
          />
        </Suspense>
      )}
    </section>
  );
}

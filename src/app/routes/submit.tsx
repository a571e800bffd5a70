import { useEffect } from 'react';
import { preloadOutbox } from '@/features/outbox';
import { preloadRecorder, RecordOption } from '@/features/recorder';
import { SubmitPage, preloadShrinker } from '@/features/submit';
import { Trimmer } from '@/features/trim';
import { warmTrimWorker } from '@/lib/media/trim-video';
import type { RenderTrimmer } from '@/lib/trim-slot';
import { EarningsSlot, preloadEarningsPanel } from '../earnings/earnings-slot';

/**
 * What Submit needs besides its own chunk: the recorder (loaded on demand), the outbox engine
 * that queues, the tray that shows the queue, the earnings panel, the shrinker (a file queued
 * offline is shrunk at once) and the trim worker (a take or file is trimmed offline). Loaded once
 * the page is idle, so they are ready (and in the service worker's cache) before the network goes.
 */
function warmOffline(): Promise<unknown> {
  return Promise.all([
    preloadRecorder(),
    preloadOutbox(),
    preloadEarningsPanel(),
    preloadShrinker(),
    warmTrimWorker(),
  ]);
}

/** The trim feature's trimmer, shown by the recorder over a take and by Submit over a file. */
const renderTrimmer: RenderTrimmer = (props) => <Trimmer {...props} />;

export function Component() {
  useEffect(() => {
    const warm = () =>
      void warmOffline().catch((error: unknown) =>
        console.warn('Submit: offline parts not fetched yet', error),
      );
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(warm, { timeout: 3_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <SubmitPage
      earnings={<EarningsSlot />}
      renderTrimmer={renderTrimmer}
      recordOption={(autoOpen, onOpened, challenge) => (
        <RecordOption
          autoOpen={autoOpen}
          onAutoOpened={onOpened}
          challenge={challenge}
          renderTrimmer={renderTrimmer}
        />
      )}
    />
  );
}

import { withPageEffects } from '@/lib/outbox-port';
import { playSound } from '@/lib/sounds';
import { handleSetLike } from './set-like-handler';

/** SET_LIKE in a page: the shared sender; a refused like also beeps, as a refused tap does. */
export const handleSetLikeInPage = withPageEffects(handleSetLike, {
  refused: () => playSound('error-beep'),
});

import { FormAlert } from '@/components/form-alert';
import { useUnsubscribeFlag, type UnsubscribeState } from '../hooks/use-unsubscribe-flag';

const NOTICES: Record<
  Exclude<UnsubscribeState, 'none' | 'working'>,
  { title: string; message: string; ok: boolean }
> = {
  done: {
    title: 'Unsubscribed',
    message: 'You will no longer receive weekly challenge emails.',
    ok: true,
  },
  unknown: {
    title: 'Link not recognised',
    message:
      'This unsubscribe link is not valid. Use the link from your most recent challenge email.',
    ok: false,
  },
  failed: {
    title: 'Could not unsubscribe',
    message: 'Check your connection and open the link from your email again.',
    ok: false,
  },
};

/** The outcome of a challenge mail's unsubscribe link, shown on home. */
export function UnsubscribeNotice() {
  const state = useUnsubscribeFlag();
  if (state === 'none' || state === 'working') return null;
  const notice = NOTICES[state];
  return (
    <FormAlert
      title={notice.title}
      message={notice.message}
      variant={notice.ok ? 'success' : 'error'}
    />
  );
}

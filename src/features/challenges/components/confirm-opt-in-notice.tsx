import { FormAlert } from '@/components/form-alert';
import { useConfirmFlag } from '../hooks/use-confirm-flag';
import type { MailLinkState } from '../hooks/use-mail-link-flag';

export const CONFIRM_NOTICES: Record<
  Exclude<MailLinkState, 'none' | 'working'>,
  { title: string; message: string; ok: boolean }
> = {
  done: {
    title: 'You’re subscribed',
    message:
      'You will get an email when a new weekly challenge goes live. Every one has a link to unsubscribe.',
    ok: true,
  },
  unknown: {
    title: 'Link not recognised',
    message:
      'This confirmation link has expired, was already used or is not valid. Sign up again below and we will send you a new one.',
    ok: false,
  },
  failed: {
    title: 'Could not confirm',
    message: 'Check your connection and open the link from your email again.',
    ok: false,
  },
};

/** The outcome of the opt-in mail's confirmation link (double opt-in), shown on home. */
export function ConfirmOptInNotice() {
  const state = useConfirmFlag();
  if (state === 'none' || state === 'working') return null;
  const notice = CONFIRM_NOTICES[state];
  return (
    <FormAlert
      title={notice.title}
      message={notice.message}
      variant={notice.ok ? 'success' : 'error'}
    />
  );
}

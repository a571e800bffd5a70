import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAIL_LINK_FLAGS, type MailLinkKind } from '../model/mail-link-flags';
import { mailLinkToken } from '../model/opt-in';

export type MailLinkState = 'none' | 'working' | 'done' | 'unknown' | 'failed';

/** What a mail link asks the server: true when its token was good. */
export type MailLinkCall = (token: string, signal: AbortSignal) => Promise<boolean>;

/**
 * Home's flag of a challenge mail's link (`?confirm_challenge_emails=` or `?unsubscribe=`): calls
 * the server once with its token, then removes the flag from the address like the other home
 * flags. A failed call keeps the flag, so opening the link again retries.
 */
export function useMailLinkFlag(kind: MailLinkKind, call: MailLinkCall): MailLinkState {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<MailLinkState>('none');
  const token = mailLinkToken(location.search, kind);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setState('working');
    const params = new URLSearchParams(location.search);
    params.delete(MAIL_LINK_FLAGS[kind]);
    const search = params.toString();
    call(token, controller.signal).then(
      (known) => {
        setState(known ? 'done' : 'unknown');
        void navigate({ search: search ? `?${search}` : '' }, { replace: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Could not use the challenge mail's ${kind} link`, error);
        setState('failed');
      },
    );
    return () => controller.abort();
    // The token alone decides: the flag's removal must not start a second call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return state;
}

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { unsubscribeChallengeEmails } from '../api/unsubscribe-challenge-emails';
import { unsubscribeToken } from '../model/opt-in';

export type UnsubscribeState = 'none' | 'working' | 'done' | 'unknown' | 'failed';

/**
 * Home's `?unsubscribe=<token>` flag (the link in every challenge mail): calls the RPC once, then
 * removes the flag from the address like the other home flags.
 */
export function useUnsubscribeFlag(): UnsubscribeState {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<UnsubscribeState>('none');
  const token = unsubscribeToken(location.search);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setState('working');
    const params = new URLSearchParams(location.search);
    params.delete('unsubscribe');
    const search = params.toString();
    unsubscribeChallengeEmails(token, controller.signal).then(
      (known) => {
        setState(known ? 'done' : 'unknown');
        void navigate({ search: search ? `?${search}` : '' }, { replace: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not unsubscribe from challenge emails', error);
        setState('failed');
      },
    );
    return () => controller.abort();
    // The token alone decides: the flag's removal must not start a second call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return state;
}

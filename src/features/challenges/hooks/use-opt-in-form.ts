import { useEffect, useState } from 'react';
import { isOnline } from '@/lib/online-status';
import { outbox } from '@/lib/outbox-port';
import { currentAccessToken, useSession } from '@/lib/session';
import { sendOptInEmail } from '../api/send-opt-in-email';
import { checkOptIn, OPT_IN_COPY, type OptInRequest } from '../model/opt-in';
import { CHALLENGE_OPT_IN } from '../outbox/opt-in-kind';

export type OptInOutcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; message: string }
  | { kind: 'sent' }
  | { kind: 'queued' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/** Whether a failure means the request never reached the server (fetch's TypeError). */
function neverArrived(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Queued through the outbox when one is running; otherwise the user is told to retry, with the
 * form kept filled (nothing pretends to have been sent).
 */
async function queueOrRefuse(request: OptInRequest): Promise<OptInOutcome> {
  try {
    await outbox().enqueue({ kind: CHALLENGE_OPT_IN, payload: request });
    return { kind: 'queued' };
  } catch (error) {
    console.warn('Could not queue the challenge opt-in', error);
    return { kind: 'offline' };
  }
}

async function submitOptIn(request: OptInRequest): Promise<OptInOutcome> {
  if (!isOnline()) return queueOrRefuse(request);
  try {
    await sendOptInEmail(request, await currentAccessToken());
    return { kind: 'sent' };
  } catch (error) {
    if (neverArrived(error)) return queueOrRefuse(request);
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The opt-in banner's state: fields (email prefilled when signed in) and the last outcome. */
export function useOptInForm() {
  const userEmail = useSession((state) => state.user?.email ?? '');
  const [email, setEmail] = useState(userEmail);
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<OptInOutcome>({ kind: 'idle' });

  // The session is often known only after first render: fill the address then, if still empty.
  useEffect(() => {
    if (userEmail) setEmail((typed) => (typed === '' ? userEmail : typed));
  }, [userEmail]);

  const submit = async () => {
    const check = checkOptIn(email, name);
    if (!check.ok) {
      setOutcome({ kind: 'invalid', message: check.message });
      return;
    }
    setOutcome({ kind: 'sending' });
    setOutcome(await submitOptIn(check.request));
  };

  return { email, setEmail, name, setName, outcome, submit, copy: OPT_IN_COPY };
}

import { useState } from 'react';
import type { FormProblem } from '../model/validation';

export interface FormOutcome {
  problem: FormProblem | null;
  notice: FormProblem | null;
  /** Which action is running ('submit', 'forgot-password', ...), or null when idle. */
  busy: string | null;
  /** Runs one action at a time; whatever it throws is shown with the given fallback words. */
  run(
    action: string,
    work: () => Promise<void>,
    onThrow: (error: unknown) => FormProblem,
  ): Promise<void>;
  fail(problem: FormProblem): void;
  succeed(notice: FormProblem): void;
}

/** The shared state of the auth forms: one running action and at most one message. */
export function useFormOutcome(): FormOutcome {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [notice, setNotice] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const fail = (next: FormProblem) => {
    setNotice(null);
    setProblem(next);
  };
  const succeed = (next: FormProblem) => {
    setProblem(null);
    setNotice(next);
  };
  const run: FormOutcome['run'] = async (action, work, onThrow) => {
    if (busy) return;
    setBusy(action);
    setProblem(null);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      console.error(error);
      fail(onThrow(error));
    } finally {
      setBusy(null);
    }
  };
  return { problem, notice, busy, run, fail, succeed };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that turns on when started and off again `durationMs` later; starting again restarts it. */
export function useTimedFlag(durationMs: number): [active: boolean, start: () => void] {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setActive(true);
    timer.current = setTimeout(() => setActive(false), durationMs);
  }, [durationMs]);
  return [active, start];
}

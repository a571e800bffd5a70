import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/**
 * The result of a Dexie query, re-run whenever the tables it read change (in this tab or
 * another). Undefined until the first answer.
 */
export function useLiveQuery<T>(query: () => Promise<T>, key: string): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: setValue,
      error: (error: unknown) => console.error(`Live query ${key} failed`, error),
    });
    return () => subscription.unsubscribe();
    // The key names the query; a new closure with the same key asks the same thing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return value;
}

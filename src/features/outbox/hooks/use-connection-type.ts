import { useSyncExternalStore } from 'react';
import { currentConnectionType, networkInformation } from '../model/connection';

function subscribe(onChange: () => void): () => void {
  const connection = networkInformation();
  connection?.addEventListener('change', onChange);
  return () => connection?.removeEventListener('change', onChange);
}

/** The connection type the browser reports ('wifi', 'cellular' ...), or undefined where it reports none. */
export function useConnectionType(): string | undefined {
  return useSyncExternalStore(subscribe, currentConnectionType, () => undefined);
}

/**
 * The recorder's takes as other features see them: its `takes` and `chunks` tables are its own
 * (src/lib/db-owners.ts), so the submit handler asks here for a take's media and lets the
 * recorder delete it. The recorder implements it; src/app and the service worker provide it.
 */
export interface TakesPort {
  /** A take as one Blob of its chunks in order; undefined when the take or its media are gone. */
  takeBlob(takeId: string): Promise<Blob | undefined>;
  /** Removes a take and its media (the server confirmed its video, or the user asked). */
  deleteTake(takeId: string): Promise<void>;
}

let provided: TakesPort | null = null;

export function provideTakes(port: TakesPort): void {
  provided = port;
}

export function takes(): TakesPort {
  if (!provided) throw new Error('The recorder has not been wired (src/app provides it at start).');
  return provided;
}

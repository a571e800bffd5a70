import { createTakesPort } from '@/features/recorder';
import { provideTakes } from '@/lib/takes-port';

/**
 * Wires the recorder's takes port (src/lib/takes-port): the submit feature's outbox handler reads
 * and deletes takes through it, so it is provided before the outbox may drain.
 */
export function startRecorder(): void {
  provideTakes(createTakesPort());
}

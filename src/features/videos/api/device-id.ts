/** The device id that counts anonymous views (part 2 §7), kept in local storage. */
export const DEVICE_ID_KEY = 'laughloop.device-id';

let memoryId: string | null = null;

export function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored && /^[A-Za-z0-9_-]{8,128}$/.test(stored)) return stored;
    const fresh = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, fresh);
    return fresh;
  } catch {
    // Storage blocked: one id for this page's life still deduplicates its own views.
    memoryId ??= crypto.randomUUID();
    return memoryId;
  }
}

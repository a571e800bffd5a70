/** How a try with the phone's own share sheet ended. */
export type DeviceShareResult = 'shared' | 'cancelled' | 'unavailable' | 'failed';

type ShareFunction = (data: ShareData) => Promise<void>;

/** The browser's `navigator.share`, bound, or undefined where it is missing (most desktops, WebKitGTK). */
export function deviceShare(): ShareFunction | undefined {
  const nav = globalThis.navigator as Navigator | undefined;
  return typeof nav?.share === 'function' ? nav.share.bind(nav) : undefined;
}

/**
 * Opens the share sheet. Closing it (AbortError) is the user's choice and says nothing; any other
 * refusal (NotAllowedError, a DataError, a sheet already open) sends them to the other ways to share.
 */
export async function shareWithDevice(
  share: ShareFunction | undefined,
  data: ShareData,
): Promise<DeviceShareResult> {
  if (!share) return 'unavailable';
  try {
    await share(data);
    return 'shared';
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    return name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/**
 * Connection types (Network Information API) on which a 'Wi-Fi only' upload waits. Browsers that
 * do not report a type (desktop, Safari) or report 'unknown' cannot be honoured, so uploads go.
 */
const METERED_TYPES: ReadonlySet<string> = new Set([
  'cellular',
  'bluetooth',
  'wimax',
  'mixed',
  'other',
]);

export function isMeteredConnection(type: string | undefined): boolean {
  return type !== undefined && METERED_TYPES.has(type);
}

/** Whether an item must wait for Wi-Fi: only uploads (items with bytes) do, likes and small writes never. */
export function waitsForWifi(
  wifiOnly: boolean,
  bytesTotal: number,
  connectionType: string | undefined,
): boolean {
  return wifiOnly && bytesTotal > 0 && isMeteredConnection(connectionType);
}

interface NetworkInformationLike extends EventTarget {
  readonly type?: string;
}

/** The browser's connection object, where it has one (Chromium on Android reports `type`). */
export function networkInformation(): NetworkInformationLike | undefined {
  const nav = globalThis.navigator as
    (Navigator & { connection?: NetworkInformationLike }) | undefined;
  return nav?.connection;
}

export function currentConnectionType(): string | undefined {
  return networkInformation()?.type;
}

/**
 * WebKit's refusal to store a Blob (UnknownError; DataCloneError elsewhere), bare or wrapped by
 * Dexie (`inner`, or a BulkError's `failures`). A full disk (QuotaExceededError) is not one: reading
 * a large file into memory to fail again would only risk the tab.
 */
export function isBlobRefusal(error: unknown, depth = 0): boolean {
  if (depth > 3 || typeof error !== 'object' || error === null) return false;
  const { name, inner, failures } = error as {
    name?: unknown;
    inner?: unknown;
    failures?: unknown;
  };
  if (name === 'UnknownError' || name === 'DataCloneError') return true;
  const nested = [
    inner,
    ...(failures && typeof failures === 'object' ? Object.values(failures) : []),
  ];
  return nested.some((cause) => isBlobRefusal(cause, depth + 1));
}

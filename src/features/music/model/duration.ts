/** Seconds as m:ss (or h:mm:ss past an hour); '--:--' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return '--:--';
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${secs}`;
  return `${String(minutes).padStart(2, '0')}:${secs}`;
}

/** A media element's duration as whole seconds, or null when it is not a usable number. */
export function wholeSeconds(duration: number): number | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  return Math.min(86_400, Math.round(duration));
}

/** File sizes the way people read them: "3.4 MB", "820 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

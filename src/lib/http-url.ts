/**
 * A user-supplied link parsed as an absolute http(s) URL, or null. Browsers drop tabs and newlines
 * from URLs and decode nothing else, so `java\tscript:` parses as a javascript: URL (refused here)
 * and `&#106;avascript:` is not absolute at all: only real http(s) URLs pass.
 */
export function parseHttpUrl(input: string): URL | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

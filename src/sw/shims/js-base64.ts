/**
 * Stands in for the `js-base64` package in the service worker build (scripts/vite-worker-build.ts).
 * tus-js-client only calls `Base64.encode` (Upload-Metadata values: UTF-8, standard alphabet,
 * padded); TextEncoder and btoa do that without the package's ~1.4 KiB gzip.
 */
function encode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const Base64 = { encode };

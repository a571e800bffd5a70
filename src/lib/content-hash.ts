/**
 * SHA-256 of a file as 64 lowercase hex characters: what an entry ticket is bound to (issue 34 §5)
 * and what the server computes again from the stored object before it admits a late entry.
 * WebCrypto in pages and in the service worker alike; the file is read once (≤ 100 MB).
 */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

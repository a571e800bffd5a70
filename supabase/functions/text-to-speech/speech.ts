import { HttpError } from '../_shared/handler.ts';
import { adminClient } from '../_shared/supabase.ts';

export const VOICES = [
  'alloy',
  'ash',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
] as const;
export type Voice = (typeof VOICES)[number];

export const MAX_TEXT_LENGTH = 2000;
const BUCKET = 'narration';

/** The cache key: the same words in the same voice are the same audio. */
export async function narrationKey(text: string, voice: Voice): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${voice}\n${text}`),
  );
  return `${Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')}.mp3`;
}

export async function cachedNarration(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const { data, error } = await adminClient().storage.from(BUCKET).download(key);
  if (error || !data) return null;
  return new Uint8Array(await data.arrayBuffer());
}

export async function keepNarration(key: string, audio: Uint8Array<ArrayBuffer>): Promise<void> {
  const { error } = await adminClient()
    .storage.from(BUCKET)
    .upload(key, new Blob([audio], { type: 'audio/mpeg' }), {
      contentType: 'audio/mpeg',
      upsert: true,
    });
  // A cache that could not be written costs the next listener a call, nothing more.
  if (error) console.warn(`Keeping narration ${key} failed: ${error.message}`);
}

/**
 * OpenAI's speech endpoint (POST /v1/audio/speech → MP3 bytes). OPENAI_BASE_URL points it
 * elsewhere (a compatible service, or a test's stand-in); without OPENAI_API_KEY there is no
 * speech service and the caller says so (503), which the app answers with the device's voice.
 */
export async function synthesise(text: string, voice: Voice): Promise<Uint8Array<ArrayBuffer>> {
  const key = Deno.env.get('OPENAI_API_KEY');
  if (!key) throw new HttpError(503, 'Text-to-speech is not configured on this server.');
  const base = (Deno.env.get('OPENAI_BASE_URL') ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const response = await fetch(`${base}/audio/speech`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      model: Deno.env.get('OPENAI_TTS_MODEL') ?? 'tts-1',
      input: text,
      voice,
      response_format: 'mp3',
    }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) {
    console.error(`Speech service answered ${response.status}: ${await response.text()}`);
    throw new HttpError(502, 'The speech service could not read this text. Please try again.');
  }
  return new Uint8Array(await response.arrayBuffer());
}

export function base64(audio: Uint8Array): string {
  let binary = '';
  // In slices: spreading a whole file into fromCharCode would overflow the call stack.
  for (let at = 0; at < audio.length; at += 0x8000) {
    binary += String.fromCharCode(...audio.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

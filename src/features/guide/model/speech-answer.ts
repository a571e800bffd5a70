/** Part 2 §7: the voice the text-to-speech function is asked for. */
export const NARRATION_VOICE = 'alloy';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** text-to-speech's answer `{ audioContent }`: base64 mp3, checked before it goes into a URL. */
export function parseSpeechAnswer(body: unknown): string {
  const audio =
    body !== null && typeof body === 'object' && 'audioContent' in body
      ? (body as { audioContent: unknown }).audioContent
      : null;
  if (typeof audio !== 'string') throw new Error('text-to-speech sent no audio.');
  const compact = audio.replace(/\s+/g, '');
  if (compact === '' || !BASE64.test(compact)) {
    throw new Error('text-to-speech sent audio that is not base64.');
  }
  return compact;
}

/** The narration as a URL an Audio element can play. */
export function audioDataUrl(base64: string): string {
  return `data:audio/mpeg;base64,${base64}`;
}

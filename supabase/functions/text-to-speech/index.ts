import { HttpError, jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { RateLimiter } from '../_shared/rate-limit.ts';
import { optionalText, requiredText, ValidationError } from '../_shared/validate.ts';
import {
  base64,
  cachedNarration,
  keepNarration,
  MAX_TEXT_LENGTH,
  narrationKey,
  synthesise,
  type Voice,
  VOICES,
} from './speech.ts';

/** New narrations per caller: a guide has 17 texts; a loop calling the paid API does not. */
const perCaller = new RateLimiter(30, 10 * 60 * 1000);

function callerKey(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.headers.get('authorization') || 'unknown';
}

function chosenVoice(value: string | undefined): Voice {
  if (value === undefined) return 'alloy';
  if (!(VOICES as readonly string[]).includes(value))
    throw new ValidationError(`voice must be one of ${VOICES.join(', ')}`);
  return value as Voice;
}

/**
 * POST {text, voice? (default alloy)} → {audioContent}: base64 MP3 of the text (part 2 §7). Audio
 * already made for the same text and voice comes from the narration bucket and costs nothing;
 * otherwise the speech service makes it (503 when none is configured: the app then uses the
 * device's own speech synthesis).
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const text = requiredText(body, 'text', { max: MAX_TEXT_LENGTH }).replace(/\s+/g, ' ');
    const voice = chosenVoice(optionalText(body, 'voice', { max: 20 }));
    const key = await narrationKey(text, voice);
    const cached = await cachedNarration(key);
    if (cached) return jsonResponse({ audioContent: base64(cached), cached: true });
    if (!perCaller.tryHit(callerKey(req)))
      throw new HttpError(429, 'Too many narration requests. Please try again in a few minutes.');
    const audio = await synthesise(text, voice);
    await keepNarration(key, audio);
    return jsonResponse({ audioContent: base64(audio), cached: false });
  }),
);

import { HttpError, jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { RateLimiter } from '../_shared/rate-limit.ts';
import { requireUser } from '../_shared/supabase.ts';
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

/** New narrations per account: a guide has 17 texts; a loop calling the paid API does not. */
const perUser = new RateLimiter(30, 10 * 60 * 1000);

function chosenVoice(value: string | undefined): Voice {
  if (value === undefined) return 'alloy';
  if (!(VOICES as readonly string[]).includes(value))
    throw new ValidationError(`voice must be one of ${VOICES.join(', ')}`);
  return value as Voice;
}

/**
 * POST {text, voice? (default alloy)} → {audioContent}: base64 MP3 of the text (part 2 §7). Audio
 * already made for the same text and voice comes from the narration bucket and costs nothing, for
 * anyone; new audio is made by the speech service for signed-in callers (401 otherwise; 503 when
 * no service is configured). The app answers every failure with the device's speech synthesis.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const text = requiredText(body, 'text', { max: MAX_TEXT_LENGTH }).replace(/\s+/g, ' ');
    const voice = chosenVoice(optionalText(body, 'voice', { max: 20 }));
    const key = await narrationKey(text, voice);
    const cached = await cachedNarration(key);
    if (cached) return jsonResponse({ audioContent: base64(cached), cached: true });
    // Paid speech only for accounts, counted per account: the anon key is public, and any header
    // a caller sends could be changed to dodge a limit. Visitors hear the device's voice instead.
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    if (!perUser.tryHit(user.id))
      throw new HttpError(429, 'Too many narration requests. Please try again in a few minutes.');
    const audio = await synthesise(text, voice);
    await keepNarration(key, audio);
    return jsonResponse({ audioContent: base64(audio), cached: false });
  }),
);

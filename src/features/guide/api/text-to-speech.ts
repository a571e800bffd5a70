import { invokeFunction } from '@/lib/api/functions';
import { NARRATION_VOICE, parseSpeechAnswer } from '../model/speech-answer';

/** Part 2 §7: text-to-speech with `{ text, voice }`; answers the base64 mp3. */
export async function textToSpeech(text: string, signal?: AbortSignal): Promise<string> {
  const body = await invokeFunction('text-to-speech', { text, voice: NARRATION_VOICE }, { signal });
  return parseSpeechAnswer(body);
}

/** What the guide needs to know of a SpeechSynthesisVoice. */
export interface VoiceInfo {
  name: string;
  lang: string;
  default: boolean;
}

/** Part 2 §7 and §9: the device's speech, slowed a little, slightly higher, a little quieter. */
export const SPEECH_SETTINGS = { rate: 0.85, pitch: 1.1, volume: 0.9 } as const;

const isEnglish = (voice: VoiceInfo) => voice.lang.toLowerCase().startsWith('en');

/** Within one preference, an English voice first (the guide is in English). */
function pick<V extends VoiceInfo>(voices: readonly V[], wanted: (voice: V) => boolean): V | null {
  const matches = voices.filter(wanted);
  return matches.find(isEnglish) ?? matches[0] ?? null;
}

/**
 * The voice to speak with: one whose name contains 'Google', else 'Microsoft', else an English
 * one, else the device's default; null leaves the choice to the browser.
 */
export function chooseVoice<V extends VoiceInfo>(voices: readonly V[]): V | null {
  return (
    pick(voices, (voice) => voice.name.includes('Google')) ??
    pick(voices, (voice) => voice.name.includes('Microsoft')) ??
    pick(voices, isEnglish) ??
    voices.find((voice) => voice.default) ??
    null
  );
}

/**
 * The text in sentence-sized pieces. Some browsers cut a long utterance off after about 15
 * seconds, so the guide speaks one piece after another.
 */
export function splitForSpeech(text: string, maxLength = 200): string[] {
  const sentences = text.replace(/([.!?])\s+/g, '$1\n').split('\n');
  const pieces: string[] = [];
  for (const raw of sentences) {
    const sentence = raw.trim();
    if (sentence === '') continue;
    const last = pieces.at(-1);
    if (last !== undefined && last.length + sentence.length + 1 <= maxLength) {
      pieces[pieces.length - 1] = `${last} ${sentence}`;
    } else {
      pieces.push(sentence);
    }
  }
  return pieces;
}

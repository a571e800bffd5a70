import type { Playback } from '../model/narrator';
import { chooseVoice, SPEECH_SETTINGS, splitForSpeech } from '../model/voice-choice';

/** How long to wait for voices that load after the page (Chrome fills the list late). */
const VOICES_WAIT_MS = 1_500;

function loadVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const voices = synth.getVoices();
  if (voices.length > 0 || typeof synth.addEventListener !== 'function') {
    return Promise.resolve(voices);
  }
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

function utteranceFor(text: string, voice: SpeechSynthesisVoice | null): SpeechSynthesisUtterance {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = SPEECH_SETTINGS.rate;
  utterance.pitch = SPEECH_SETTINGS.pitch;
  utterance.volume = SPEECH_SETTINGS.volume;
  utterance.lang = voice?.lang ?? 'en-US';
  if (voice) utterance.voice = voice;
  return utterance;
}

/** Settles when the last piece ends; rejects on a real failure (not on being cancelled). */
function whenSpoken(utterances: SpeechSynthesisUtterance[]): Promise<void> {
  return new Promise((resolve, reject) => {
    utterances.forEach((utterance, index) => {
      if (index === utterances.length - 1) utterance.onend = () => resolve();
      utterance.onerror = (event) => {
        if (event.error === 'interrupted' || event.error === 'canceled') resolve();
        else reject(new Error(`Speech synthesis failed: ${event.error}`));
      };
    });
  });
}

function speechSynthesisOf(): SpeechSynthesis | null {
  const synth = (globalThis as { speechSynthesis?: SpeechSynthesis }).speechSynthesis;
  return synth && typeof SpeechSynthesisUtterance === 'function' ? synth : null;
}

/** Inside the press: iOS only lets speech start from a user's gesture. */
export function primeSpeech(): void {
  speechSynthesisOf()?.speak(new SpeechSynthesisUtterance(''));
}

/** The device's speech synthesis (part 2 §7 fallback), or null when it has none. */
export function createSpeaker(): ((text: string) => Promise<Playback>) | null {
  const synth = speechSynthesisOf();
  if (!synth) return null;
  return async (text) => {
    const voice = chooseVoice(await loadVoices(synth));
    const utterances = splitForSpeech(text).map((piece) => utteranceFor(piece, voice));
    if (utterances.length === 0) return { ended: Promise.resolve(), stop: () => undefined };
    const ended = whenSpoken(utterances);
    synth.cancel();
    utterances.forEach((utterance) => synth.speak(utterance));
    return { ended, stop: () => synth.cancel() };
  };
}

import type { Playback } from '../model/narrator';
import { audioDataUrl } from '../model/speech-answer';

export interface AudioPlayer {
  /** Inside the press: an element made (and loaded) there may play later on iOS. */
  prime(): void;
  /** Plays base64 mp3; resolves once it sounds, rejects when it cannot be played. */
  play(base64: string): Promise<Playback>;
}

function release(element: HTMLAudioElement): void {
  element.pause();
  element.removeAttribute('src');
}

async function playOn(element: HTMLAudioElement, base64: string): Promise<Playback> {
  let finish: () => void = () => undefined;
  const ended = new Promise<void>((resolve, reject) => {
    finish = resolve;
    element.addEventListener('ended', () => resolve(), { once: true });
    element.addEventListener(
      'error',
      () => reject(new Error(`Audio element error ${element.error?.code ?? ''}`.trim())),
      { once: true },
    );
  });
  // Failing before play() answers is reported by play() itself.
  ended.catch(() => undefined);
  element.src = audioDataUrl(base64);
  try {
    await element.play();
  } catch (error) {
    release(element);
    throw error;
  }
  return {
    ended,
    stop() {
      release(element);
      finish();
    },
  };
}

/** Narration through an HTMLAudioElement (`new Audio('data:audio/mpeg;base64,…')`). */
export function createAudioPlayer(): AudioPlayer {
  let primed: HTMLAudioElement | null = null;
  return {
    prime() {
      if (typeof Audio === 'undefined') return;
      primed = new Audio();
      primed.preload = 'auto';
      try {
        primed.load();
      } catch {
        // Nothing to unlock on this browser.
      }
    },
    play(base64) {
      const element = primed ?? new Audio();
      primed = null;
      return playOn(element, base64);
    },
  };
}

import { toast } from '@/components/toast-store';
import { isOnline } from '@/lib/online-status';
import { textToSpeech } from '../api/text-to-speech';
import type { NarrationPorts } from '../model/narrator';
import { createAudioPlayer } from './audio-player';
import { readNarration, writeNarration } from './narration-cache';
import { createSpeaker, primeSpeech } from './speech-synthesis';

/** A text-to-speech call that hangs is given up, and the device's voice speaks instead. */
const REQUEST_TIMEOUT_MS = 10_000;

async function requestWithTimeout(text: string, signal: AbortSignal): Promise<string> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, REQUEST_TIMEOUT_MS);
  signal.addEventListener('abort', abort, { once: true });
  try {
    return await textToSpeech(text, controller.signal);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/** The narrator's ports in a browser: the function, the Cache API, Audio, speech, toasts. */
export function browserNarrationPorts(): NarrationPorts {
  const player = createAudioPlayer();
  const speak = createSpeaker();
  return {
    isOnline,
    requestAudio: requestWithTimeout,
    readCache: readNarration,
    writeCache: writeNarration,
    playAudio: (audio) => player.play(audio),
    speak,
    prime() {
      player.prime();
      if (speak) primeSpeech();
    },
    notify(title, description) {
      toast({ title, description, variant: 'destructive' });
    },
  };
}

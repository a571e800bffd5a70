import { GUIDE_MESSAGES } from './messages';
import {
  narrationReducer,
  STOPPED,
  type NarrationEvent,
  type NarrationState,
} from './narration-machine';

/** Sound that has started: `ended` settles when it ends (rejects if playback fails midway). */
export interface Playback {
  ended: Promise<void>;
  stop(): void;
}

/** Everything the narrator needs from the outside world (the browser, the server, the toasts). */
export interface NarrationPorts {
  isOnline(): boolean;
  /** The text-to-speech function: base64 mp3. */
  requestAudio(text: string, signal: AbortSignal): Promise<string>;
  readCache(text: string): Promise<string | null>;
  writeCache(text: string, audio: string): Promise<void>;
  /** Resolves once the audio sounds; rejects when it cannot be played. */
  playAudio(audio: string): Promise<Playback>;
  /** The device's speech synthesis, or null when it has none. */
  speak: ((text: string) => Promise<Playback>) | null;
  /** Called inside the press itself, where mobile browsers allow sound to be unlocked. */
  prime?(): void;
  notify(title: string, description: string): void;
}

export interface Narrator {
  /** The Listen/Stop button of narration `id`. */
  toggle(id: string, text: string): void;
  stop(): void;
  state(): NarrationState;
}

const warn = (what: string) => (error: unknown) => console.warn(what, error);

/**
 * Plays one narration at a time: the text-to-speech function's audio (cached per text, skipped
 * offline), else the device's speech synthesis; 'Audio Not Available' when neither exists and
 * 'Audio Error' when playing fails. Every press starts a new run; news from older runs is ignored.
 */
class PageNarrator implements Narrator {
  private current: NarrationState = STOPPED;
  private run = 0;
  private playback: Playback | null = null;
  private pending: AbortController | null = null;

  private readonly ports: NarrationPorts;
  private readonly onChange: (state: NarrationState) => void;

  constructor(ports: NarrationPorts, onChange: (state: NarrationState) => void) {
    this.ports = ports;
    this.onChange = onChange;
  }

  state(): NarrationState {
    return this.current;
  }

  toggle(id: string, text: string): void {
    const pressingActive = this.current.status !== 'stopped' && this.current.id === id;
    this.halt();
    this.dispatch({ type: 'press', id });
    if (pressingActive) return;
    this.ports.prime?.();
    void this.play(id, text, this.run);
  }

  stop(): void {
    this.halt();
    this.dispatch({ type: 'stop' });
  }

  private dispatch(event: NarrationEvent): void {
    const next = narrationReducer(this.current, event);
    if (next === this.current) return;
    this.current = next;
    this.onChange(next);
  }

  private halt(): void {
    this.run += 1;
    this.pending?.abort();
    this.pending = null;
    this.playback?.stop();
    this.playback = null;
  }

  private async audioFor(text: string, signal: AbortSignal): Promise<string | null> {
    const cached = await this.ports.readCache(text).catch(() => null);
    if (cached || !this.ports.isOnline()) return cached;
    try {
      const audio = await this.ports.requestAudio(text, signal);
      this.ports.writeCache(text, audio).catch(warn('Could not keep the narration'));
      return audio;
    } catch (error) {
      if (!signal.aborted) console.warn('text-to-speech failed; using the device voice', error);
      return null;
    }
  }

  /** The sound for this run, or null when there is none (or the run is over). */
  private async begin(id: string, text: string, mine: number): Promise<Playback | null> {
    this.pending = new AbortController();
    const audio = await this.audioFor(text, this.pending.signal);
    if (mine !== this.run) return null;
    this.pending = null;
    if (audio) return this.ports.playAudio(audio);
    if (this.ports.speak) return this.ports.speak(text);
    this.dispatch({ type: 'finished', id });
    this.ports.notify(GUIDE_MESSAGES.audioNotAvailableTitle, GUIDE_MESSAGES.audioNotAvailable);
    return null;
  }

  private failed(id: string, mine: number, error: unknown): void {
    if (mine !== this.run) return;
    console.warn('The narration could not be played', error);
    this.playback = null;
    this.dispatch({ type: 'finished', id });
    this.ports.notify(GUIDE_MESSAGES.audioErrorTitle, GUIDE_MESSAGES.audioError);
  }

  private async play(id: string, text: string, mine: number): Promise<void> {
    let playback: Playback | null;
    try {
      playback = await this.begin(id, text, mine);
    } catch (error) {
      return this.failed(id, mine, error);
    }
    if (!playback) return;
    if (mine !== this.run) return playback.stop();
    this.playback = playback;
    this.dispatch({ type: 'started', id });
    try {
      await playback.ended;
    } catch (error) {
      return this.failed(id, mine, error);
    }
    if (mine !== this.run) return;
    this.playback = null;
    this.dispatch({ type: 'finished', id });
  }
}

export function createNarrator(
  ports: NarrationPorts,
  onChange: (state: NarrationState) => void,
): Narrator {
  return new PageNarrator(ports, onChange);
}

import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { narrationReducer, STOPPED, statusOf, type NarrationState } from './narration-machine';
import { createNarrator, type NarrationPorts, type Playback } from './narrator';

/** A sound whose end the test decides. */
function controllablePlayback() {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const ended = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const playback: Playback & { stopped: boolean } = {
    ended,
    stopped: false,
    stop() {
      playback.stopped = true;
      finish();
    },
  };
  return { playback, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let sound: ReturnType<typeof controllablePlayback>;
let ports: NarrationPorts;
let requestAudio: Mock<NarrationPorts['requestAudio']>;
let writeCache: Mock<NarrationPorts['writeCache']>;
let playAudio: Mock<NarrationPorts['playAudio']>;
let notify: Mock<NarrationPorts['notify']>;
let speak: Mock<(text: string) => Promise<Playback>>;
let states: NarrationState['status'][];

function narrator() {
  states = [];
  return createNarrator(ports, (state) => states.push(state.status));
}

beforeEach(() => {
  sound = controllablePlayback();
  speak = vi.fn(async () => sound.playback);
  requestAudio = vi.fn(async () => 'SUQz');
  writeCache = vi.fn(async () => undefined);
  playAudio = vi.fn(async () => sound.playback);
  notify = vi.fn();
  ports = {
    isOnline: () => true,
    requestAudio,
    readCache: async () => null,
    writeCache,
    playAudio,
    speak,
    notify,
  };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the narration state machine', () => {
  it('goes loading, playing, stopped; a press while active stops', () => {
    let state = narrationReducer(STOPPED, { type: 'press', id: 'a' });
    expect(state).toEqual({ status: 'loading', id: 'a' });
    state = narrationReducer(state, { type: 'started', id: 'a' });
    expect(statusOf(state, 'a')).toBe('playing');
    expect(statusOf(state, 'b')).toBe('stopped');
    expect(narrationReducer(state, { type: 'press', id: 'a' })).toBe(STOPPED);
    expect(narrationReducer(state, { type: 'finished', id: 'a' })).toBe(STOPPED);
  });

  it('lets a press on another narration take over, and ignores stale news', () => {
    const playingA: NarrationState = { status: 'playing', id: 'a' };
    const loadingB = narrationReducer(playingA, { type: 'press', id: 'b' });
    expect(loadingB).toEqual({ status: 'loading', id: 'b' });
    expect(narrationReducer(loadingB, { type: 'started', id: 'a' })).toBe(loadingB);
    expect(narrationReducer(loadingB, { type: 'finished', id: 'a' })).toBe(loadingB);
  });
});

describe('the narrator', () => {
  it('asks text-to-speech, plays the audio and stops when it ends', async () => {
    const player = narrator();
    player.toggle('a', 'Hello');
    expect(player.state()).toEqual({ status: 'loading', id: 'a' });
    await flush();
    expect(requestAudio).toHaveBeenCalledWith('Hello', expect.any(AbortSignal));
    expect(playAudio).toHaveBeenCalledWith('SUQz');
    expect(writeCache).toHaveBeenCalledWith('Hello', 'SUQz');
    expect(player.state()).toEqual({ status: 'playing', id: 'a' });
    sound.finish();
    await flush();
    expect(states).toEqual(['loading', 'playing', 'stopped']);
    expect(speak).not.toHaveBeenCalled();
  });

  it('stops when pressed again while playing', async () => {
    const player = narrator();
    player.toggle('a', 'Hello');
    await flush();
    player.toggle('a', 'Hello');
    expect(player.state()).toBe(STOPPED);
    expect(sound.playback.stopped).toBe(true);
    await flush();
    expect(states).toEqual(['loading', 'playing', 'stopped']);
  });

  it('plays one narration at a time', async () => {
    const player = narrator();
    player.toggle('a', 'Hello');
    await flush();
    const first = sound.playback;
    sound = controllablePlayback();
    player.toggle('b', 'Bye');
    expect(first.stopped).toBe(true);
    await flush();
    expect(player.state()).toEqual({ status: 'playing', id: 'b' });
  });

  it('falls back to speech synthesis when the function fails', async () => {
    requestAudio.mockRejectedValue(new Error('503 not configured'));
    const player = narrator();
    player.toggle('a', 'Hello');
    await flush();
    expect(speak).toHaveBeenCalledWith('Hello');
    expect(playAudio).not.toHaveBeenCalled();
    expect(player.state()).toEqual({ status: 'playing', id: 'a' });
  });

  it('offline, skips the function: cached audio first, else speech', async () => {
    ports.isOnline = () => false;
    let player = narrator();
    player.toggle('a', 'Hello');
    await flush();
    expect(requestAudio).not.toHaveBeenCalled();
    expect(speak).toHaveBeenCalledWith('Hello');

    ports.readCache = async () => 'Q0FDSEVE';
    player = narrator();
    player.toggle('a', 'Hello');
    await flush();
    expect(playAudio).toHaveBeenCalledWith('Q0FDSEVE');
  });

  it("says 'Audio Not Available' when neither works", async () => {
    requestAudio.mockRejectedValue(new TypeError('Failed to fetch'));
    ports.speak = null;
    const player = narrator();
    player.toggle('a', 'Hello');
    await flush();
    expect(notify).toHaveBeenCalledWith(
      'Audio Not Available',
      'Text-to-speech is not supported on this device.',
    );
    expect(states).toEqual(['loading', 'stopped']);
  });

  it("says 'Audio Error' when playing fails, at the start or midway", async () => {
    playAudio.mockRejectedValueOnce(new DOMException('no', 'NotSupportedError'));
    const player = narrator();
    player.toggle('a', 'Hello');
    await flush();
    expect(notify).toHaveBeenCalledWith('Audio Error', 'Failed to play audio instructions.');
    expect(player.state()).toBe(STOPPED);

    player.toggle('a', 'Hello');
    await flush();
    sound.fail(new Error('decode'));
    await flush();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(player.state()).toBe(STOPPED);
  });

  it('cancels a pending request when stopped, and plays nothing', async () => {
    let signal: AbortSignal | undefined;
    requestAudio.mockImplementation(
      (_text: string, given: AbortSignal) =>
        new Promise((_resolve, reject) => {
          signal = given;
          given.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const player = narrator();
    player.toggle('a', 'Hello');
    await flush();
    player.stop();
    await flush();
    expect(signal?.aborted).toBe(true);
    expect(speak).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(states).toEqual(['loading', 'stopped']);
  });
});

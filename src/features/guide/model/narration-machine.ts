/** Part 2 §4 Text-to-speech: loading, playing, stopped; pressing again while playing stops it. */
export type NarrationState = { status: 'stopped' } | { status: 'loading' | 'playing'; id: string };

export type NarrationEvent =
  /** The Listen/Stop button of narration `id` was pressed. */
  | { type: 'press'; id: string }
  /** Narration `id` started to sound. */
  | { type: 'started'; id: string }
  /** Narration `id` ended, failed or could not start. */
  | { type: 'finished'; id: string }
  /** Everything stops (the page closes). */
  | { type: 'stop' };

export const STOPPED: NarrationState = { status: 'stopped' };

/** The one narration of the page (only one plays at a time). */
export function narrationReducer(state: NarrationState, event: NarrationEvent): NarrationState {
  switch (event.type) {
    case 'press':
      return state.status !== 'stopped' && state.id === event.id
        ? STOPPED
        : { status: 'loading', id: event.id };
    case 'started':
      return state.status === 'loading' && state.id === event.id
        ? { status: 'playing', id: event.id }
        : state;
    case 'finished':
      return state.status !== 'stopped' && state.id === event.id ? STOPPED : state;
    case 'stop':
      return STOPPED;
  }
}

/** What the button of narration `id` shows. */
export function statusOf(state: NarrationState, id: string): NarrationState['status'] {
  return state.status !== 'stopped' && state.id === id ? state.status : 'stopped';
}

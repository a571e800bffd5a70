import { useCallback } from 'react';
import { create } from 'zustand';
import { browserNarrationPorts } from '../audio/browser-ports';
import { STOPPED, statusOf, type NarrationState } from '../model/narration-machine';
import { createNarrator, type Narrator } from '../model/narrator';

/** The page's one narration (only one plays at a time). */
const useNarrationState = create<NarrationState>(() => STOPPED);

let narrator: Narrator | undefined;

function theNarrator(): Narrator {
  narrator ??= createNarrator(browserNarrationPorts(), (state) =>
    useNarrationState.setState(state, true),
  );
  return narrator;
}

export interface NarrationControl {
  status: NarrationState['status'];
  /** Listen, or Stop while loading or playing. */
  toggle(): void;
}

/** The Listen/Stop button of one narration. */
export function useNarration(id: string, text: string): NarrationControl {
  const status = useNarrationState((state) => statusOf(state, id));
  const toggle = useCallback(() => theNarrator().toggle(id, text), [id, text]);
  return { status, toggle };
}

/** Silences the page (it is closing). */
export function stopNarration(): void {
  narrator?.stop();
}

/** Silences narration `id` if it is the one loading or playing. */
export function stopNarrationOf(id: string): void {
  if (narrator && statusOf(narrator.state(), id) !== 'stopped') narrator.stop();
}

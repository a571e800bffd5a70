import type * as EngineModuleNamespace from '../engine/engine';

type EngineModule = typeof EngineModuleNamespace;

let engine: Promise<EngineModule> | undefined;
let loaded = false;

/**
 * The outbox engine (Dexie and the drain loop) loads on first need: an enqueue, a tray opened, or
 * items left waiting from an earlier visit. A failed load (offline before it was cached) is
 * forgotten so the next trigger tries again.
 */
export function loadEngine(): Promise<EngineModule> {
  engine ??= import('../engine/engine').then(
    (module) => {
      loaded = true;
      module.startEngine();
      return module;
    },
    (error: unknown) => {
      engine = undefined;
      throw error;
    },
  );
  return engine;
}

export function isEngineLoaded(): boolean {
  return loaded;
}

/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { handleOutboxSync } from './sw/outbox-sync';
import { registerRuntimeCaches } from './sw/runtime-caches';
import { handleShareTarget } from './sw/share-target';
import { serveShell } from './sw/shell';
import { handleSkipWaiting } from './sw/skip-waiting';
import { handleWarmFiles } from './sw/warm-files';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Order matters: a share's POST first, then the precache, then the runtime caches.
handleShareTarget(self);
serveShell(self.__WB_MANIFEST);
registerRuntimeCaches();
handleSkipWaiting(self);
handleWarmFiles(self);
handleOutboxSync(self);
// A first install controls the open page at once; updates wait for the user's Reload.
clientsClaim();

// Bundled by tests/webkit/support/take-harness.ts and run inside the app's page: the recorder's own
// storage path (take-store and take-media over the app's Dexie database), for feeding MP4 data that
// this WebKit cannot record (Debian 12's GStreamer is too old for its MediaRecorder's video).
import {
  appendChunk,
  createTake,
  takeLockName,
  chooseRecorderMime,
  takeBlob,
  requestPersistentStorage,
  saveFailedMessage,
} from '@/features/recorder';
import { db } from '@/lib/db';

Object.assign(window, {
  __takeHarness: {
    appendChunk,
    chooseRecorderMime,
    createTake,
    takeLockName,
    takeBlob,
    db,
    requestPersistentStorage,
    saveFailedMessage,
  },
});

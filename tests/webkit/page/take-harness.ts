// Bundled by tests/webkit/support/take-harness.ts and run inside the app's page: the recorder's own
// storage path (take-store and take-media over the app's Dexie database), for feeding MP4 data that
// this WebKit cannot record (Debian 12's GStreamer is too old for its MediaRecorder's video).
import { appendChunk, createTake } from '@/features/recorder/data/take-store';
import { takeLockName } from '@/features/recorder/data/take-recovery';
import { chooseRecorderMime } from '@/features/recorder/model/recording-settings';
import { db } from '@/lib/db';
import { takeBlob } from '@/features/recorder/data/take-media';
import { requestPersistentStorage } from '@/features/recorder/data/device-storage';
import { saveFailedMessage } from '@/features/recorder/model/save-errors';

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

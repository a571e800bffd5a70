import { uploadWithFetch } from '@/features/submit/worker';

/**
 * Stands in for src/features/submit/outbox/tus-js-upload.ts in the service worker build
 * (scripts/vite-worker-build.ts), so tus-js-client is not bundled: the worker has no
 * XMLHttpRequest, so uploadResumable sends its uploads with tus-fetch-upload.ts and never calls
 * this. Were it ever called, it uploads with fetch too rather than fail.
 */
export const uploadWithTusJs = uploadWithFetch;

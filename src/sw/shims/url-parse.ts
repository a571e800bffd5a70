/**
 * Stands in for the `url-parse` package in the service worker build (scripts/vite-worker-build.ts).
 * tus-js-client uses it once, as `new URL(location, endpoint).toString()` to resolve an upload's
 * Location header; every browser with a service worker has the native URL for that, and the
 * package (with querystringify and requires-port) costs the worker ~2 KiB gzip.
 */
export default URL;

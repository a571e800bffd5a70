/*
 * Jest setupFilesAfterEnv of the conformance runner (plain CommonJS: jest loads it as is).
 * Requests to the origins a suite hard-codes go to the gateway under test instead (only the
 * origin changes; method, path, headers and body are the test's), and each one is logged with the
 * test that sent it, which is how the runner tells server-dependent tests from the rest.
 */
/* global expect */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads setup files as CommonJS
const { appendFileSync } = require('node:fs');

const target = process.env.CONFORMANCE_TARGET;
const origins = JSON.parse(process.env.CONFORMANCE_ORIGINS || '[]');
const apiKey = process.env.CONFORMANCE_APIKEY || '';
const hitsFile = process.env.CONFORMANCE_HITS;
const realFetch = globalThis.fetch;

function urlOf(input) {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

function record() {
  const state = expect.getState();
  const line = JSON.stringify({ file: state.testPath, test: state.currentTestName || null });
  appendFileSync(hitsFile, `${line}\n`);
}

globalThis.fetch = function conformanceFetch(input, init) {
  const url = urlOf(input);
  const origin = origins.find(
    (o) => url === o || url.startsWith(`${o}/`) || url.startsWith(`${o}?`),
  );
  if (!origin || !target) return realFetch(input, init);
  record();
  const rewritten = target + url.slice(origin.length);
  if (typeof input !== 'string' && !(input instanceof URL)) {
    const request = new Request(rewritten, input);
    if (apiKey && !request.headers.has('apikey')) request.headers.set('apikey', apiKey);
    return realFetch(request, init);
  }
  const headers = new Headers(init && init.headers);
  if (apiKey && !headers.has('apikey')) headers.set('apikey', apiKey);
  return realFetch(rewritten, { ...init, headers });
};

import { describe, expect, it } from 'vitest';
import {
  STREAMING_PREFIXES,
  STREAMING_REDIRECT_TARGET,
  streamingRedirectTarget,
} from './redirect-rule';

describe('streaming redirect rule (plain prefix, case-insensitive)', () => {
  it('lists exactly the 17 prefixes of the spec', () => {
    expect(STREAMING_PREFIXES).toHaveLength(17);
    expect(STREAMING_REDIRECT_TARGET).toBe('/premium-dashboard');
  });

  it.each(STREAMING_PREFIXES)('redirects %s itself to /premium-dashboard', (prefix) => {
    expect(streamingRedirectTarget(prefix)).toBe('/premium-dashboard');
  });

  it.each(STREAMING_PREFIXES)('redirects %s in upper case and with a trailing slash', (prefix) => {
    expect(streamingRedirectTarget(prefix.toUpperCase())).toBe('/premium-dashboard');
    expect(streamingRedirectTarget(`${prefix}/`)).toBe('/premium-dashboard');
  });

  it.each(STREAMING_PREFIXES)('redirects deeper paths below %s', (prefix) => {
    expect(streamingRedirectTarget(`${prefix}/room/42`)).toBe('/premium-dashboard');
  });

  it('redirects mixed-case paths', () => {
    expect(streamingRedirectTarget('/Live-Streaming')).toBe('/premium-dashboard');
    expect(streamingRedirectTarget('/GoLive/Now')).toBe('/premium-dashboard');
    expect(streamingRedirectTarget('/Premium/How-Live-Works')).toBe('/premium-dashboard');
    expect(streamingRedirectTarget('/wEbRtC/')).toBe('/premium-dashboard');
  });

  it('ignores the query string and hash when matching', () => {
    expect(streamingRedirectTarget('/stream?channel=7')).toBe('/premium-dashboard');
    expect(streamingRedirectTarget('/OBS/setup?x=1#top')).toBe('/premium-dashboard');
    expect(streamingRedirectTarget('/broadcast#now')).toBe('/premium-dashboard');
  });

  it.each([
    '/streamer',
    '/streaming',
    '/obscure',
    '/obsessed',
    '/rtmpx',
    '/broadcasting',
    '/golive2',
    '/premium/lively',
    '/premium/live-now',
    '/STREAMER?to=/x',
  ])('redirects %s too: it starts with a listed prefix', (path) => {
    expect(streamingRedirectTarget(path)).toBe('/premium-dashboard');
  });

  it.each([
    '/live',
    '/live-streamer',
    '/premium',
    '/premium-live',
    '/premium-dashboard',
    '/',
    '/shorts',
    '/my-stream',
    '/video/stream',
    '/about-us?next=/stream',
  ])('leaves %s alone: it does not start with a listed prefix', (path) => {
    expect(streamingRedirectTarget(path)).toBeNull();
  });
});

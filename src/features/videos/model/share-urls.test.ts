import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-urls';
import {
  parseConnections,
  platformShareUrl,
  randomUsername,
  serializeConnections,
  shareSelectionError,
  SOCIAL_PLATFORMS,
} from './social-platforms';

const URL_ = 'https://laughloop.example/video/abc-123';

describe('share URLs', () => {
  it('builds the Facebook, Twitter and WhatsApp links with the page URL encoded', () => {
    expect(shareLinks(URL_, 'Cats & Dogs')).toEqual({
      facebook:
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Flaughloop.example%2Fvideo%2Fabc-123',
      twitter:
        'https://twitter.com/intent/tweet?url=https%3A%2F%2Flaughloop.example%2Fvideo%2Fabc-123&text=Cats%20%26%20Dogs',
      whatsapp:
        'https://wa.me/?text=Cats%20%26%20Dogs%20https%3A%2F%2Flaughloop.example%2Fvideo%2Fabc-123',
    });
  });

  it('has a share target for each of the nine platforms', () => {
    expect(SOCIAL_PLATFORMS).toHaveLength(9);
    const urls = SOCIAL_PLATFORMS.map((platform) => platformShareUrl(platform, URL_, 'Hi'));
    expect(urls.every((url) => url.startsWith('https://'))).toBe(true);
    expect(platformShareUrl('reddit', URL_, 'Hi')).toBe(
      'https://www.reddit.com/submit?url=https%3A%2F%2Flaughloop.example%2Fvideo%2Fabc-123&title=Hi',
    );
    expect(platformShareUrl('telegram', URL_, 'Hi')).toContain(
      'https://t.me/share/url?url=https%3A%2F%2F',
    );
  });
});

describe('social connections', () => {
  it('round-trips through local storage and ignores junk', () => {
    const connections = parseConnections(null);
    expect(Object.values(connections).every((c) => !c.isConnected)).toBe(true);
    connections.reddit = {
      platform: 'reddit',
      isConnected: true,
      username: 'reddit_fan1234',
      lastLogin: '2026-01-01T00:00:00.000Z',
    };
    const again = parseConnections(serializeConnections(connections));
    expect(again.reddit).toEqual(connections.reddit);
    expect(again.twitter.isConnected).toBe(false);
    expect(parseConnections('{not json').reddit.isConnected).toBe(false);
    expect(
      parseConnections('[{"platform":"myspace","isConnected":true,"username":"x"}]').twitter
        .isConnected,
    ).toBe(false);
  });

  it('gives a random username per platform', () => {
    expect(randomUsername('tumblr', () => 0)).toBe('tumblr_fan1000');
    expect(randomUsername('tumblr', () => 0.99999)).toBe('tumblr_fan9999');
  });

  it('needs at least one platform, and only connected ones', () => {
    const connections = parseConnections(null);
    expect(shareSelectionError([], connections)).toBe(
      'Please select at least one platform to share to.',
    );
    expect(shareSelectionError(['linkedin'], connections)).toBe('Please connect to LinkedIn first');
    connections.linkedin = {
      platform: 'linkedin',
      isConnected: true,
      username: 'u',
      lastLogin: null,
    };
    expect(shareSelectionError(['linkedin'], connections)).toBeNull();
  });
});

describe('share URLs built from hostile titles', () => {
  const hostile = [
    '<img src=x onerror=alert(1)>',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
  ];

  it.each(hostile)('keep %j an encoded parameter of a known https endpoint', (title) => {
    const urls = [
      ...Object.values(shareLinks(URL_, title)),
      ...SOCIAL_PLATFORMS.map((platform) => platformShareUrl(platform, URL_, title)),
    ];
    for (const url of urls) {
      const parsed = new URL(url);
      expect(parsed.protocol).toBe('https:');
      expect(url.startsWith(`${parsed.origin}/`)).toBe(true);
      expect(url).not.toContain(title);
      expect(url).not.toMatch(/[<>\s]/);
      const values = [...parsed.searchParams.values()];
      if (values.some((value) => value.includes(title.slice(0, 4))))
        expect(values.some((value) => value.includes(title))).toBe(true);
    }
  });
});

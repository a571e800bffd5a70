import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Moved down from tests/e2e/manifest.spec.ts: the files the build serves as they are. The one
// check left there is the <link rel="manifest">, which vite-plugin-pwa writes into the built
// index.html (vite.config.ts passes it manifest.webmanifest, served as /manifest.webmanifest).

const root = new URL('../', import.meta.url);
const read = (path: string): Buffer => readFileSync(new URL(path, root));
/** A site path (/icons/icon-192.png) as the file public/ holds for it. */
const served = (sitePath: string): Buffer => read(`public${sitePath}`);

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const manifest = JSON.parse(read('manifest.webmanifest').toString('utf8')) as Record<
  string,
  unknown
>;

/** The width and height a PNG's IHDR chunk declares, after checking the PNG signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('the web app manifest (issue 2)', () => {
  it('names the app and says how it starts and looks', () => {
    expect(manifest).toMatchObject({
      name: 'LaughLoop',
      short_name: 'LaughLoop',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#7c3aed',
      background_color: '#0b0b10',
    });
    expect(typeof manifest.description).toBe('string');
    expect((manifest.description as string).length).toBeGreaterThan(20);
  });

  it('lists 192 and 512 icons and a maskable 512, each a PNG of its declared size', () => {
    const icons = manifest.icons as ManifestIcon[];
    expect(icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(icon.src).toMatch(/^\/icons\/.+\.png$/);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(served(icon.src)), icon.src).toEqual({ width, height });
    }
  });

  it('offers the Record and Shorts shortcuts', () => {
    const shortcuts = manifest.shortcuts as Array<{ short_name: string; url: string }>;
    expect(shortcuts.map((shortcut) => [shortcut.short_name, shortcut.url])).toEqual([
      ['Record', '/submit?mode=record'],
      ['Shorts', '/shorts'],
    ]);
  });

  it('posts videos and links shared from other apps to /share-target (issue 21)', () => {
    expect(manifest.share_target).toEqual({
      action: '/share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [
          {
            name: 'video',
            accept: expect.arrayContaining(['video/mp4', 'video/webm', 'video/quicktime', '.mkv']),
          },
        ],
      },
    });
  });
});

describe('index.html', () => {
  const html = read('index.html').toString('utf8');

  it("carries the manifest's theme colour and links the favicon public/ holds", () => {
    expect(html).toMatch(/<meta\s+name="theme-color"\s+content="#7c3aed"\s*\/?>/);
    const favicon = /<link\s+rel="icon"\s+href="([^"]+)"/.exec(html)?.[1];
    expect(favicon).toBe('/favicon.svg');
    expect(existsSync(new URL(`public${favicon}`, root))).toBe(true);
    expect(served('/favicon.svg').toString('utf8')).toMatch(/^\s*<svg[\s>]/);
  });
});

describe('the sound effects', () => {
  it.each(['success-chime', 'like-pop', 'error-beep', 'boost-success', 'warning-tap'])(
    '/sounds/%s.wav is a RIFF/WAVE file',
    (name) => {
      const body = served(`/sounds/${name}.wav`);
      expect(body.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(body.subarray(8, 12).toString('ascii')).toBe('WAVE');
    },
  );
});

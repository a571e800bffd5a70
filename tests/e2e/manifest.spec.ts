import { expect, test } from '@playwright/test';

function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test('the web app manifest is linked and served with the fields of issue 2', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as Record<string, unknown>;
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

  const icons = manifest.icons as Array<{
    src: string;
    sizes: string;
    type: string;
    purpose?: string;
  }>;
  expect(icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height });
  }

  const shortcuts = manifest.shortcuts as Array<{ short_name: string; url: string }>;
  expect(shortcuts.map((shortcut) => [shortcut.short_name, shortcut.url])).toEqual([
    ['Record', '/submit?mode=record'],
    ['Shorts', '/shorts'],
  ]);

  // Issue 21: a video or link shared from another app is posted to the service worker.
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

  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7c3aed');
  expect((await request.get('/favicon.svg')).status()).toBe(200);
});

test('the five sound effects are served as WAV files', async ({ request }) => {
  for (const name of ['success-chime', 'like-pop', 'error-beep', 'boost-success', 'warning-tap']) {
    const response = await request.get(`/sounds/${name}.wav`);
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(body.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('ascii')).toBe('WAVE');
  }
});

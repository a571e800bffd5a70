import { randomUUID } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pageHeading } from './support/app';
import { createUser, e2eStack, serviceRest, type TestUser } from './support/backend';
import { generateClipInPage, generatedClipBytes } from './support/generated-clip';
import {
  cards,
  escapeRegExp,
  expectPlaying,
  removeVideos,
  seedVideo,
  storedVideo,
  toasts,
  type SeededVideo,
} from './support/videos';

let video: SeededVideo;

test.beforeAll(async () => {
  const creator = await createUser({ fullName: 'Page Owner' });
  video = await seedVideo(creator, {
    title: `Alone on its page ${Date.now()}`,
    category: 'lifestyle',
    sample: 'surprise-box',
  });
});

test.afterAll(async () => {
  await removeVideos([video]);
});

test.describe('/video/{id}', () => {
  test('shows the video alone with its action bar, shares its own link, and a watch counts one view per viewer', async ({
    page,
    context,
  }) => {
    const viewCalls = () =>
      page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/record_view'));
    const firstView = viewCalls();
    await page.goto(`/video/${video.id}`);
    await expect(pageHeading(page)).toHaveText(video.title);
    await expectPlaying(page, page.getByTestId('video-player'));
    // A portrait clip looks as before: no fill behind it (its sample still is 16:9, but the
    // video's own shape decides).
    await expect(page.getByTestId('media-fill')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('Lifestyle · 0 views', { exact: true })).toBeVisible();

    const actions = page.getByRole('group', { name: `Actions for ${video.title}` });
    await expect(actions.getByRole('button', { name: `Like ${video.title}` })).toBeVisible();
    await expect(actions.getByRole('button', { name: `Share ${video.title}` })).toBeVisible();
    // Boost opens the boost dialog in place (boosts.spec, boost-dialog-slot.test.tsx).
    await expect(actions.getByRole('button', { name: `Boost ${video.title}` })).toBeVisible();
    await expect(
      actions.getByRole('button', { name: `More options for ${video.title}` }),
    ).toBeVisible();

    expect(await (await firstView).json()).toMatchObject({ counted: true });
    // Counts are folded into the video row every second (design §3.18): poll, do not read once.
    await expect.poll(async () => (await storedVideo(video.id))?.views).toBe(1);

    // Share: Copy Link puts the video's own page on the clipboard, and the networks get it too.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await actions.getByRole('button', { name: `Share ${video.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Video' });
    const link = `${e2eStack().appUrl}/video/${video.id}`;
    await expect(dialog.getByRole('textbox', { name: 'Video link' })).toHaveValue(link);
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(toasts(page)).toContainText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const encoded = encodeURIComponent(link);
    await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    await expect(dialog.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${escapeRegExp(encoded)}&text=`),
    );
    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${escapeRegExp(encoded)}`),
    );

    // The shared link opens the video again: the same viewer the same day is not counted twice.
    const secondView = viewCalls();
    await page.goto(link);
    await expect(pageHeading(page)).toHaveText(video.title);
    expect(await (await secondView).json()).toMatchObject({ counted: false });
    expect((await storedVideo(video.id))?.views).toBe(1);
    await expect(page.getByText('Lifestyle · 1 view', { exact: true })).toBeVisible();
  });
});

/** A 16:9 clip made in the page, stored in the uploads bucket as a member's upload would be. */
async function storeLandscapeClip(page: Page, owner: TestUser): Promise<string> {
  await generateClipInPage(page, {
    seconds: 2,
    width: 640,
    height: 360,
    fps: 15,
    videoBitrate: 300_000,
  });
  const path = `${owner.id}/landscape-${randomUUID()}.webm`;
  const { apiUrl, serviceRoleKey } = e2eStack();
  const response = await fetch(`${apiUrl}/storage/v1/object/uploads/${path}`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'video/webm',
    },
    body: new Uint8Array(await generatedClipBytes(page)),
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return `${apiUrl}/storage/v1/object/public/uploads/${path}`;
}

/** An approved video row playing `videoUrl`, inserted with the service key as seedVideo does. */
async function insertVideo(
  owner: TestUser,
  videoUrl: string,
  thumbnailUrl: string | null,
): Promise<SeededVideo> {
  const created = new Date(Date.now() - 3_600_000).toISOString();
  const [row] = await serviceRest<SeededVideo[]>('videos', {
    method: 'POST',
    body: JSON.stringify({
      id: `e2e-${randomUUID()}`,
      title: `Landscape ${randomUUID().slice(0, 6)}`,
      video_url: videoUrl,
      thumbnail_url: thumbnailUrl,
      user_id: owner.id,
      category: 'lifestyle',
      created_at: created,
      upload_time: created,
    }),
  });
  return row!;
}

/** Mean brightness (0–255) of what the screen shows inside `box`, read back through a canvas. */
async function screenBrightness(page: Page, box: Box): Promise<number> {
  const png = await page.screenshot({ clip: box });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
    return sum / (data.length / 4);
  }, png.toString('base64'));
}

type Box = { x: number; y: number; width: number; height: number };

/** The player's frame, the fill's box and where the video draws its picture inside the frame. */
function playerLayout(player: Locator) {
  return player.evaluate((video: HTMLVideoElement) => {
    const boxOf = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const frame = boxOf(video.parentElement!);
    const fill = video.parentElement!.querySelector('[data-testid="media-fill"]');
    const box = boxOf(video);
    // object-fit: contain scales the picture to fit the box whole, centred.
    const scale = Math.min(box.width / video.videoWidth, box.height / video.videoHeight);
    return {
      frame,
      fill: fill ? boxOf(fill) : null,
      fillFrom: fill?.getAttribute('data-fill') ?? null,
      fit: getComputedStyle(video).objectFit,
      picture: { width: video.videoWidth * scale, height: video.videoHeight * scale },
      shape: video.videoWidth / video.videoHeight,
    };
  });
}

test.describe('/video/{id} with a landscape clip', () => {
  test('shows the 16:9 clip whole in its portrait frame over a blurred fill of itself, not black bands', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const owner = await createUser({ fullName: 'Landscape Maker' });
    await page.goto('/contact');
    const clip = await storeLandscapeClip(page, owner);
    const withStill = await insertVideo(
      owner,
      clip,
      `${e2eStack().appUrl}/samples/giggle-loop.png`,
    );
    const withoutStill = await insertVideo(owner, clip, null);
    try {
      for (const [video, fillFrom] of [
        [withStill, 'still'],
        [withoutStill, 'video'],
      ] as const) {
        await page.goto(`/video/${video.id}`);
        const player = page.getByTestId('video-player');
        await expectPlaying(page, player);
        await expect(page.getByTestId('media-fill')).toHaveCount(1);
        const layout = await playerLayout(player);
        // The blur of its still, or of its own frames when it has none.
        expect(layout.fillFrom).toBe(fillFrom);
        // The fill covers the whole frame (the frame clips it)...
        const { frame, fill, picture } = layout;
        expect(fill!.x).toBeLessThanOrEqual(frame.x);
        expect(fill!.y).toBeLessThanOrEqual(frame.y);
        expect(fill!.x + fill!.width).toBeGreaterThanOrEqual(frame.x + frame.width);
        expect(fill!.y + fill!.height).toBeGreaterThanOrEqual(frame.y + frame.height);
        // ...and the video is shown whole: 16:9 and as wide as the frame.
        expect(layout.fit).toBe('contain');
        expect(layout.shape).toBeCloseTo(16 / 9, 2);
        expect(picture.width).toBeCloseTo(frame.width, 0);
        expect(picture.width / picture.height).toBeCloseTo(16 / 9, 2);
        // Above the picture the screen shows the fill, not black (a black band reads 0).
        const band = (frame.height - picture.height) / 2;
        expect(band).toBeGreaterThan(frame.height / 5);
        const above = {
          x: frame.x + 8,
          y: frame.y + band * 0.2,
          width: frame.width - 16,
          height: band * 0.6,
        };
        await expect.poll(() => screenBrightness(page, above)).toBeGreaterThan(12);
        // The same band without the fill is today's black bar: the measure tells them apart.
        const fillElement = page.getByTestId('media-fill');
        await fillElement.evaluate((element: HTMLElement) => (element.style.visibility = 'hidden'));
        expect(await screenBrightness(page, above)).toBeLessThan(4);
        await fillElement.evaluate((element: HTMLElement) => (element.style.visibility = ''));
      }
    } finally {
      await removeVideos([withStill, withoutStill]);
    }
  });
});

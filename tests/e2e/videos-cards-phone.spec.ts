import { type Locator, type Page } from '@playwright/test';
import { authDialog } from './support/accounts';
import { expect, test } from './support/test';
import { axe } from './support/app';
import { createUser, serviceRest } from './support/backend';
import { card, removeVideos, seedVideo, toasts, type SeededVideo } from './support/videos';

// Issue 20 items 8 and 11: the Shorts grid's two columns on a phone. Each card keeps one row of
// actions (the rest sit in its More menu) and shows its artwork whole (over a blurred fill of
// itself when it is landscape, issue 37 item 10); the page passes axe's
// heading-order and label-content-name-mismatch. These rows top the Comedy tab (below the lists
// spec's, which must stay the newest).
let clips: SeededVideo[];

test.beforeAll(async () => {
  const creator = await createUser({ fullName: 'Phone Grid Maker' });
  const samples = ['giggle-loop', 'cat-zoomies', 'oops-slide', 'beat-bounce'] as const;
  clips = [];
  for (const [index, sample] of samples.entries())
    clips.push(
      await seedVideo(creator, {
        title: `Phone card ${index + 1} ${Date.now()}`,
        category: 'comedy',
        sample,
        offsetSeconds: 2500 - index,
      }),
    );
  // The widest count the Like button shows ("1.2K").
  await serviceRest(`videos?id=eq.${clips[0]!.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ likes_count: 1234 }),
  });
});

test.afterAll(async () => {
  await removeVideos(clips);
});

async function openGrid(page: Page) {
  await page.goto('/shorts?tab=Comedy');
  for (const clip of clips) await expect(card(page, clip.id)).toBeVisible();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** How much of the image's own pixels show in its box (1 = nothing cropped). */
function shownFraction(image: Locator): Promise<number> {
  return image.evaluate((element: HTMLImageElement) => {
    const { naturalWidth, naturalHeight } = element;
    const { width, height } = element.getBoundingClientRect();
    if (getComputedStyle(element).objectFit !== 'cover') return 1;
    const scale = Math.max(width / naturalWidth, height / naturalHeight);
    return (
      Math.min(1, width / (naturalWidth * scale)) * Math.min(1, height / (naturalHeight * scale))
    );
  });
}

interface CardLayout {
  card: Box;
  controls: Box[];
  image: Box;
  /** The blurred fill behind a landscape still (issue 37 item 10), if drawn. */
  fill: Box | null;
}
type Box = { x: number; y: number; width: number; height: number };

/**
 * The card's box, its action row's controls and its thumbnail, measured in one go: measured one
 * round trip at a time, a thumbnail finishing its load between two of them moved the row under
 * the measurement (a 36 px "second row" once in CI).
 */
function layoutOf(page: Page, clip: SeededVideo): Promise<CardLayout> {
  return card(page, clip.id).evaluate((element, title) => {
    const boxOf = (node: Element) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    };
    const row = element.querySelector(`[role="group"][aria-label="Actions for ${title}"]`);
    return {
      card: boxOf(element),
      controls: [...(row?.querySelectorAll('button, a') ?? [])].map(boxOf),
      image: boxOf(element.querySelector('[data-testid="video-still"]')!),
      fill: ((fill) => (fill ? boxOf(fill) : null))(
        element.querySelector('[data-testid="media-fill"]'),
      ),
    };
  }, clip.title);
}

/** Each card keeps one row of actions inside it and shows its whole thumbnail. */
async function expectCardsFit(page: Page) {
  await expect(card(page, clips[0]!.id).getByTestId('like-count')).toHaveText('1.2K');
  for (const clip of clips) {
    const image = card(page, clip.id).getByTestId('video-still');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await shownFraction(image), 'thumbnail not cropped').toBeGreaterThan(0.99);
    // The samples' stills are 16:9: a blurred fill of the still covers the rest of the frame.
    await expect(card(page, clip.id).getByTestId('media-fill')).toHaveCount(1);

    const layout = await layoutOf(page, clip);
    expect(layout.controls.length, 'Like, Share and More at least').toBeGreaterThanOrEqual(3);
    const top = layout.controls[0]!.y;
    for (const control of layout.controls) {
      expect(Math.abs(control.y - top), 'one row').toBeLessThanOrEqual(2);
      expect(control.x).toBeGreaterThanOrEqual(layout.card.x);
      expect(control.x + control.width).toBeLessThanOrEqual(
        layout.card.x + layout.card.width + 0.5,
      );
    }
    const { image: still, fill } = layout;
    expect(fill!.x).toBeLessThanOrEqual(still.x);
    expect(fill!.y).toBeLessThanOrEqual(still.y);
    expect(fill!.x + fill!.width).toBeGreaterThanOrEqual(still.x + still.width);
    expect(fill!.y + fill!.height).toBeGreaterThanOrEqual(still.y + still.height);
    expect(layout.image.x).toBeGreaterThanOrEqual(layout.card.x);
    expect(layout.image.x + layout.image.width).toBeLessThanOrEqual(
      layout.card.x + layout.card.width + 0.5,
    );
  }
}

/** axe's heading-order and label-content-name-mismatch on the grid with cards, and nothing serious. */
async function expectAxeClean(page: Page) {
  const rules = await axe(page)
    .withRules(['heading-order', 'label-content-name-mismatch'])
    .analyze();
  expect(
    rules.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  const all = await axe(page).analyze();
  expect(
    all.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
}

/** The More menu holds Boost and Edit, opens on screen, works with the keyboard, and its items work. */
async function expectMoreMenu(page: Page, viewport: { width: number }) {
  // The first card is in the left column, where a menu opening leftwards would leave the screen.
  const clip = clips[0]!;
  const actions = card(page, clip.id).getByRole('group', { name: `Actions for ${clip.title}` });
  await expect(actions.getByRole('button', { name: `Like ${clip.title}` })).toBeVisible();
  await expect(actions.getByRole('button', { name: `Share ${clip.title}` })).toBeVisible();
  const more = actions.getByRole('button', { name: `More options for ${clip.title}` });
  await more.click();
  const menu = page.getByRole('menu', { name: `More options for ${clip.title}` });
  // A visitor is offered the owner's actions too: the server decides (Part 2 §6).
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Boost',
    'Edit',
    'Download',
    'Delete Video',
    'Report',
    'Block Uploader',
  ]);
  const menuBox = await box(menu);
  expect(menuBox.x).toBeGreaterThanOrEqual(0);
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(viewport.width);
  // The keyboard: the first item takes the focus, arrows move (and wrap), Escape goes back.
  await expect(menu.getByRole('menuitem', { name: 'Boost' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Block Uploader' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();

  await more.click();

  await menu.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(toasts(page)).toContainText('Please sign in to edit your videos.');
  await page.keyboard.press('Escape');

  // Boost opens the boost dialog in place (a member's purchase: boosts.spec); a visitor is asked
  // to sign in first, and stays on the grid.
  await more.click();
  await menu.getByRole('menuitem', { name: 'Boost' }).click();
  const signIn = authDialog(page, 'Sign In');
  await expect(signIn).toContainText('Please sign in to boost a video.');
  await expect(page).toHaveURL((url) => url.pathname === '/shorts');
}

// Card geometry and menus: no service worker needed, and none to compete with axe.
test.use({ serviceWorkers: 'block' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`Shorts cards at ${viewport.width}x${viewport.height}: one row of actions, the whole thumbnail, the More menu on screen`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await openGrid(page);
    await expectCardsFit(page);
    if (viewport.width === 390) await test.step('axe on the grid', () => expectAxeClean(page));
    await expectMoreMenu(page, viewport);
  });
}

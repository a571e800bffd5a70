import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRest } from '../e2e/support/backend';
import { PAGE_ROUTES } from '@/app/route-table';
import { ROUTE_HEADINGS } from '../e2e/support/route-headings';
import {
  createUser,
  openApp,
  sidewaysOverflow,
  type SidewaysOverflow,
  signInThroughStorage,
  skipOffers,
  waitForHeading,
} from './support/app';
import { seedVideo } from '../e2e/support/seed-video';
import { LocalStack } from './support/stack';
import { startTogether } from './support/start-together';
import { VIEWPORT, WebKitHarness, type ProfileKind } from './support/webkit';

/** Every route of the route table; a path the e2e table lacks is checked for a heading only. */
const ROUTES: ReadonlyArray<readonly [path: string, heading: string | null]> = [
  ...ROUTE_HEADINGS,
  ['/auth/callback', null],
];

let stack: LocalStack;
let webkit: WebKitHarness;
let longTitled: string | undefined;

/**
 * The newest public video has a long title, so every list shows one: on a fresh stack the lists
 * held only the samples' short titles, and /order's list widened the page by 5 px only when other
 * files had left a long enough title (CI run 60).
 */
async function seedLongTitle(): Promise<string> {
  const creator = await createUser({ fullName: 'WebKit Long Titles' });
  const video = await seedVideo(creator, {
    title: 'When my grandmother tried the new dance challenge at the family reunion last weekend',
    sample: 'giggle-loop',
  });
  return video.id;
}

beforeAll(async () => {
  [stack, webkit] = await startTogether(LocalStack.start(), WebKitHarness.start());
  longTitled = await seedLongTitle();
});

afterAll(async () => {
  await webkit?.stop();
  if (longTitled) await serviceRest(`videos?id=eq.${longTitled}`, { method: 'DELETE' });
  await stack?.stop();
});

it('covers every route of the route table', () => {
  const paths = ROUTES.map(([path]) => new URL(path, 'http://x').pathname);
  for (const route of PAGE_ROUTES) {
    const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
    expect(
      paths.some((path) => pattern.test(path)),
      `${route.path} has a WebKit check`,
    ).toBe(true);
  }
});

interface RouteResult {
  path: string;
  heading: string;
  errors: string[];
  overflow: SidewaysOverflow;
}

async function checkRoutes(kind: ProfileKind, signedIn: boolean): Promise<RouteResult[]> {
  const browser = await webkit.open(kind);
  try {
    await openApp(browser, stack.info);
    await skipOffers(browser);
    if (signedIn) await signInThroughStorage(browser, stack.info, await createUser());
    const viewport = await browser.driver.executeScript<number[]>(
      'return [window.innerWidth, window.innerHeight];',
    );
    expect(viewport).toEqual([VIEWPORT.width, VIEWPORT.height]);
    const results: RouteResult[] = [];
    for (const [path, expected] of ROUTES) {
      const started = Date.now();
      await browser.driver.get(`${stack.info.appUrl}${path}`);
      // Signed in, some pages show another heading (the account's own), so whichever heading it
      // is will do.
      const heading = await waitForHeading(browser, signedIn ? null : expected);
      results.push({
        path,
        heading,
        errors: await browser.scriptErrors(),
        overflow: await sidewaysOverflow(browser),
      });
      if (process.env.LAUGHLOOP_WEBKIT_DEBUG)
        console.info(kind, path, Date.now() - started, 'ms', heading);
    }
    return results;
  } finally {
    await browser.quit();
  }
}

describe.each([
  ['persistent', false],
  ['private', false],
  ['persistent', true],
] as const)('every route at 390×844 (%s profile, signed in: %s)', (kind, signedIn) => {
  it('renders its heading with no script error and no sideways overflow', async () => {
    const results = await checkRoutes(kind, signedIn);
    const expected = new Map(ROUTES);
    const problems = results.flatMap(({ path, heading, errors, overflow }) => {
      const want = expected.get(path);
      return [
        ...(heading === '' ? [`${path}: no main heading`] : []),
        ...(!signedIn && want && heading !== want
          ? [`${path}: heading "${heading}", not "${want}"`]
          : []),
        ...errors.map((error) => `${path}: ${error}`),
        ...(overflow.pixels > 0
          ? [`${path}: ${overflow.pixels}px sideways overflow (${overflow.culprits.join('; ')})`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  }, 300_000);
});

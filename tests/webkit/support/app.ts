import { By, until } from 'selenium-webdriver';
import { createUser, type TestUser } from '../../e2e/support/backend';
import type { StackInfo } from './stack';
import type { WebKitBrowser } from './webkit';

/** Opens a page of the app and, on first use, dismisses the first-visit offers as the e2e setup does. */
export async function openApp(browser: WebKitBrowser, stack: StackInfo, path = '/about-us') {
  await browser.driver.get(`${stack.appUrl}${path}`);
}

/** Marks the first-visit offers (welcome, free Premium) as seen so they do not cover the pages. */
export async function skipOffers(browser: WebKitBrowser): Promise<void> {
  await browser.driver.executeScript(
    "localStorage.setItem('welcome-seen', 'true'); localStorage.setItem('free-premium-seen', 'true');",
  );
}

/** Signs `user` in by storing supabase-js's session, as tests/e2e/support/submit.ts does. */
export async function signInThroughStorage(
  browser: WebKitBrowser,
  stack: StackInfo,
  user: TestUser,
): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  session.expires_at ??= Math.round(Date.now() / 1000) + session.expires_in;
  const key = `sb-${new URL(stack.apiUrl).hostname.split('.')[0]}-auth-token`;
  await browser.driver.executeScript(
    'localStorage.setItem(arguments[0], arguments[1]);',
    key,
    JSON.stringify(session),
  );
}

export { createUser };

/** The main heading's text, once the page shows one. */
export async function mainHeading(browser: WebKitBrowser, timeoutMs = 15_000): Promise<string> {
  const heading = await browser.driver.wait(
    until.elementLocated(By.css('main h1')),
    timeoutMs,
    'no main heading',
  );
  return (await heading.getText()).trim();
}

/**
 * Waits until the main heading reads `expected` — or, with null, shows any text (pages may show a
 * loading heading first, and a callback page redirects); returns the last heading seen.
 */
export async function waitForHeading(
  browser: WebKitBrowser,
  expected: string | null,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last: string;
  for (;;) {
    last = await browser.driver
      .executeScript<string>(
        "const h = document.querySelector('main h1'); return h ? h.textContent.trim() : '';",
      )
      .catch(() => '');
    const done = expected === null ? last !== '' : last === expected;
    if (done || Date.now() > deadline) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface SidewaysOverflow {
  /** Page width beyond the viewport (sideways scrolling), in CSS pixels; 0 when none. */
  pixels: number;
  /** With pixels > 0: the innermost elements reaching past the viewport's right edge. */
  culprits: string[];
}

/** How far the page scrolls sideways, and which elements stick out (to fix them from CI's log). */
export async function sidewaysOverflow(browser: WebKitBrowser): Promise<SidewaysOverflow> {
  return browser.driver.executeScript<SidewaysOverflow>(`
    const pixels = Math.max(document.documentElement.scrollWidth, document.body ? document.body.scrollWidth : 0) - window.innerWidth;
    if (pixels <= 0) return { pixels, culprits: [] };
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    const describe = (element) => {
      const box = element.getBoundingClientRect();
      const text = (element.textContent || '').trim().slice(0, 40);
      return element.tagName.toLowerCase() + '.' + String(element.getAttribute('class') || '').split(' ').join('.') +
        ' [' + Math.round(box.left) + '–' + Math.round(box.right) + '] "' + text + '"';
    };
    return { pixels, culprits: innermost.slice(0, 5).map(describe) };
  `);
}

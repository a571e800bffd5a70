import { expect } from 'vitest';

/** User text that would turn into markup or a script URL if anything rendered it unescaped. */
export const HOSTILE_TITLES = [
  '<img src=x onerror=alert(1)>',
  'java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
] as const;

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'xlink:href'];
const SAFE_SCHEMES = new Set(['http:', 'https:']);

/**
 * Asserts that `text` appears under `root` only as text (or a plain attribute value such as an
 * aria-label), never as markup: no injected element, no inline event handler, and no URL-bearing
 * attribute that holds the text raw or resolves to anything but http(s).
 */
export function expectRenderedAsText(root: Element, text: string): void {
  expect(root.querySelector('img[src="x"], script, iframe[srcdoc], object, embed')).toBeNull();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      if (!URL_ATTRIBUTES.includes(attribute.name)) continue;
      expect(attribute.value).not.toContain(text);
      const scheme = new URL(attribute.value, location.href).protocol;
      expect(SAFE_SCHEMES.has(scheme), `${attribute.name}=${attribute.value}`).toBe(true);
    }
  }
}

/** The text nodes' content under root, joined, as a reader (or screen reader) gets it. */
export function visibleText(root: Element): string {
  return root.textContent ?? '';
}

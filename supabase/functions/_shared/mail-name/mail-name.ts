/**
 * The one piece of caller-chosen text a LaughLoop mail may carry: the recipient's own name, in
 * the greeting (issue 34 §7). A stranger can ask the site to mail any address (a free code, a
 * challenge opt-in) and type any "name", so the name is reduced to what names are made of before
 * it is printed, and capped; everything else a mail says is the site's own wording.
 *
 * Pure (no Deno APIs), so its unit test runs in Node.
 */

/** The most characters of a name a greeting prints. */
export const MAIL_NAME_MAX = 50;

/** Used when there is no printable name. */
export const NO_NAME = 'there';

/**
 * Letters and marks of any script, spaces, apostrophes, hyphens, full stops and the joiners some
 * scripts spell names with. No digits, no @ : / < > & " or brackets: nothing a mail client turns
 * into a link or markup, no address, no phone number, no price.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\u200c\u200d '’.-]+$/u;
/** A full stop followed by a letter makes a host name ("evil.example"); "J. R." is fine. */
const DOTTED_WORD = /\.[^\s.]/u;

/**
 * The name a greeting may print, or null: whitespace collapsed, cut to MAIL_NAME_MAX characters
 * (on a word boundary when there is one), and only if it is made of name characters and has a
 * letter. A value that is anything else is not shown at all: the mail greets without a name.
 */
export function mailName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const spaced = value.normalize('NFKC').replace(/\s+/gu, ' ').trim();
  if (!NAME_CHARACTERS.test(spaced) || DOTTED_WORD.test(spaced) || !/\p{L}/u.test(spaced)) {
    return null;
  }
  return capped(spaced);
}

function capped(name: string): string {
  const letters = Array.from(name);
  if (letters.length <= MAIL_NAME_MAX) return name;
  const cut = letters.slice(0, MAIL_NAME_MAX).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trim();
}

/** The greeting's name: the first printable candidate, else 'there'. */
export function greetingName(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const name = mailName(candidate);
    if (name) return name;
  }
  return NO_NAME;
}

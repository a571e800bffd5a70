// Mirrors private.is_safe_text: script tags, javascript:/vbscript: schemes, inline handlers, html data URLs.
const SCRIPT_MARKUP =
  /(<\s*\/?\s*script|javascript\s*:|vbscript\s*:|\bon[a-z]+\s*=|data\s*:\s*text\/html)/i;

/** True when the database would refuse `text` as script markup (checked before sending). */
export function hasScriptMarkup(text: string): boolean {
  return SCRIPT_MARKUP.test(text);
}

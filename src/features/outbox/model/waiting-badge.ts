/**
 * The count of uploads waiting, shown outside the page (issue 21 item 3): on the installed app's
 * icon (Badging API) and at the start of the tab's title. Pages name the tab themselves, so the
 * count remembers the title it last wrote and what that title was built on: a title it did not
 * write is the page's own, taken as the new base, never edited back.
 */
export interface TitleCount {
  /** The page's own title, without the count. */
  base: string;
  /** What was last written, or null while no count is shown. */
  written: string | null;
}

export const NO_TITLE_COUNT: TitleCount = { base: '', written: null };

/** The title to show for `count` uploads waiting, given the one the tab has now. */
export function countTitle(
  current: string,
  count: number,
  state: TitleCount,
): { title: string; state: TitleCount } {
  const base = state.written !== null && current === state.written ? state.base : current;
  if (count <= 0) return { title: base, state: { base, written: null } };
  const title = `(${count}) ${base}`;
  return { title, state: { base, written: title } };
}

export type BadgeCall = { kind: 'set'; count: number } | { kind: 'clear' };

/** The icon shows a number while uploads wait and nothing once the queue is empty. */
export function badgeCall(count: number): BadgeCall {
  return count > 0 ? { kind: 'set', count } : { kind: 'clear' };
}

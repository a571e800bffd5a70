/**
 * The weekly challenge banner's geometry, shared by the banner and its details. Every row has a
 * fixed height, so the banner is as tall before (index.html's prerendered first paint draws it
 * empty), while and after the challenge loads, whatever it says, and the Latest Videos under it
 * never move.
 */
export const BANNER_LOOK = {
  section: 'flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4',
  /** Holds the artwork and what lies over it (the sponsor, the offline note). */
  artFrame: 'relative',
  art: 'aspect-[16/7] h-auto w-full rounded-xl object-cover',
  /**
   * Title row (2.75rem) + description (2.5rem) + status (4rem) + actions (2.75rem) and three
   * 0.5rem gaps. 'Read more' lifts the limit: a shift the visitor asked for.
   */
  body: 'flex h-[13.5rem] flex-col gap-2 overflow-hidden',
  bodyExpanded: 'flex flex-col gap-2',
  titleRow: 'flex h-11 shrink-0 items-center gap-2',
  title: 'min-w-0 flex-1 truncate text-lg font-bold',
  description: 'line-clamp-2 h-10 shrink-0 text-sm leading-5 text-ink-muted',
  descriptionExpanded: 'whitespace-pre-line text-sm leading-5 text-ink-muted',
  status: 'flex h-16 shrink-0 flex-col justify-between text-sm leading-5',
  statusLine: 'flex h-5 justify-between gap-2 overflow-hidden',
  progress: 'h-2',
  actions: 'flex h-11 shrink-0 items-center gap-3',
  rulesLink: 'inline-flex min-h-11 items-center font-semibold text-brand-soft hover:underline',
} as const;

/** How a screen's heading and body look; pure, as index.html's static first paint uses it too. */
export const PAGE_CLASS = 'flex flex-col gap-4';
export const PAGE_TITLE_CLASS = 'text-2xl font-bold tracking-tight sm:text-3xl';
export const PAGE_LEAD_CLASS = 'mt-2 text-ink-muted';

const compactFormat = new Intl.NumberFormat('en', { notation: 'compact' });

/** '1 view', '1,204 views', or in cards '1.2K views'. */
export function viewCountText(views: number, compact = false): string {
  const number = compact ? compactFormat.format(views) : views.toLocaleString('en');
  return `${number} ${views === 1 ? 'view' : 'views'}`;
}

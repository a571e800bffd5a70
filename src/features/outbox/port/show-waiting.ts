import { badgeCall, countTitle, NO_TITLE_COUNT, type TitleCount } from '../model/waiting-badge';

/** The Badging API where the browser has it (Chromium); WebKitGTK and Firefox do not. */
type BadgeNavigator = Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>>;

let count = 0;
let title: TitleCount = NO_TITLE_COUNT;
let observer: MutationObserver | null = null;

function writeTitle(): void {
  const next = countTitle(document.title, count, title);
  title = next.state;
  // Writing only a changed title: the observer hears this write and finds nothing to do.
  if (document.title !== next.title) document.title = next.title;
}

/** Pages rename the tab on every route: the count goes back in front of the new name. */
function followPageTitles(on: boolean): void {
  if (on && !observer) {
    observer = new MutationObserver(writeTitle);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  } else if (!on && observer) {
    observer.disconnect();
    observer = null;
  }
}

function showOnIcon(): void {
  const badge = navigator as BadgeNavigator;
  const call = badgeCall(count);
  Promise.resolve()
    .then(() => (call.kind === 'set' ? badge.setAppBadge?.(call.count) : badge.clearAppBadge?.()))
    // A browser that refuses (not installed, no permission): the header's count remains.
    .catch((error: unknown) => console.warn('Outbox: could not badge the app icon', error));
}

/** Shows how many uploads wait on the app's icon and in the tab's title; 0 clears both. */
export function showWaiting(waiting: number): void {
  count = waiting;
  showOnIcon();
  writeTitle();
  followPageTitles(waiting > 0);
}

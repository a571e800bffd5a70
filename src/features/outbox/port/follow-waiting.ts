import { useOutboxSummary } from '../data/summary';

let shown = 0;

function show(): void {
  import('./show-waiting')
    // The newest count, should it have changed while the module loaded.
    .then((module) => module.showWaiting(shown))
    .catch((error: unknown) => console.warn('Outbox: could not show the waiting count', error));
}

/**
 * Issue 21 item 3: the uploads waiting (the tray's count, small actions left out) on the app's
 * icon and in the title. Its code loads with the first upload waiting, not with the first screen.
 */
export function followWaitingUploads(): void {
  const follow = ({ waiting }: { waiting: number }) => {
    if (waiting === shown) return;
    shown = waiting;
    show();
  };
  follow(useOutboxSummary.getState());
  useOutboxSummary.subscribe(follow);
}

import './index.css';

/** Where the app goes if the tab is hidden (no animation frames there). */
const HIDDEN_TAB_START_MS = 500;

let started = false;

/** Without the app's code (offline before it was cached, a removed deploy) say so plainly. */
function showLoadFailure(error: unknown): void {
  console.error('LaughLoop could not load', error);
  const root = document.getElementById('root');
  if (!root) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'p-6 text-center';
  message.textContent = 'LaughLoop could not load. Check your connection and reload the page.';
  root.replaceChildren(message);
}

function start(): void {
  if (started) return;
  started = true;
  import('./app/start').catch(showLoadFailure);
}

// The browser paints index.html's static first paint (scripts/vite-first-paint.ts) before the
// app's code takes the main thread; that code is preloaded meanwhile, so nothing waits on it.
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, HIDDEN_TAB_START_MS);

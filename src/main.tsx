import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startAccounts } from './app/accounts/start-accounts';
import { startOutbox } from './app/outbox/start-outbox';
import { AppProvider } from './app/provider';
import { captureInstallPrompt } from './app/pwa/install-prompt';
import { startServiceWorker } from './app/pwa/start-service-worker';
import { startRecorder } from './app/recorder/start-recorder';
import { startReferral } from './app/referral/start-referral';
import { createAppRouter, whenRouterReady } from './app/router';
import { nextTask } from './lib/next-task';
import { handleVideoActivityWith } from './lib/video-activity';
import './index.css';

// First: the router must not see an affiliate link's ?ref.
startReferral();
captureInstallPrompt();
// Starting the app's services and router took one long task with the code's own evaluation on a
// slow phone: each step gets a task of its own.
await nextTask();
startAccounts();
await nextTask();
startRecorder();
startOutbox();
// Earning from what members do with videos: its code loads with the first such action.
handleVideoActivityWith(() =>
  import('./app/earnings/earn-from-activity').then((module) => module.earnFromActivity),
);
await nextTask();

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing #root');
const router = createAppRouter();
// index.html's static first paint stays until the first page's code is in (preloaded on /), so
// the screen goes from it straight to the page; a slow download soon gets the app's own loading
// frame instead, whose header and navigation work.
const FIRST_PAINT_WAIT_MS = 400;
void Promise.race([
  whenRouterReady(router),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS)),
]).then(() => {
  const app = createRoot(root);
  const render = () =>
    app.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  // A transition lets React hand the main thread back every few milliseconds while it builds the
  // first page, instead of one long task. Only with the router settled: RouterProvider subscribes
  // after its first commit, so a route finishing loading during a yielding render would be missed
  // and the page would stay on its loading frame.
  if (router.state.initialized) startTransition(render);
  else render();
});

startServiceWorker();

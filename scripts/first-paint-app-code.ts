/** The app's entry script and the chunks it imports, as Vite wrote them into the built page. */
export interface AppCode {
  entry: string;
  preloads: string[];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * At most this long after the page starts, a first-paint page asks for the app's code even if its
 * first thumbnails are still coming: a slow image must not keep the app from working for long.
 */
export const APP_CODE_WAIT_MS = 2_500;

/**
 * Each modulepreload link starts a fetch as it is added: about a millisecond of main thread apiece
 * on a fast machine, and 5-10 ms in Lighthouse's traced runs (eight in one task took 38-84 ms
 * there, 150-340 ms at its 4x). So they go two per task.
 */
export const PRELOADS_PER_TASK = 2;

/**
 * Takes the entry script and its modulepreload links out of the built page, for the early script
 * to add when the page wants them. Null when the page has none (the dev server's page).
 */
export function takeAppCode(html: string): { html: string; app: AppCode } | null {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry?.[1]) return null;
  const preloads = [...html.matchAll(ENTRY_PRELOAD)].flatMap(([, href]) => (href ? [href] : []));
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, ''),
    app: { entry: entry[1], preloads },
  };
}

/**
 * Browser code (ES5, inline) defining `whenParsed(task)` and `loadAppCode(extraPreloads)`: the
 * latter asks for the app's chunks at once and runs the entry once the page is parsed (the app
 * looks for #root straight away). `whenParsed` waits for readyState 'interactive', not
 * DOMContentLoaded, which on the dev server's page waits for the app's code. `crossOrigin` matches
 * what Vite writes, so the preloaded responses are the ones the entry uses. `loadAppCode` runs
 * once, whoever calls it first; without `app` (the dev server's page) it only adds the preloads.
 */
export function appCodeLoader(app: AppCode | null): string {
  return `var appCode = ${JSON.stringify(app ?? { entry: null, preloads: [] })};
  var appCodeAsked = false;
  function whenParsed(task) {
    if (document.readyState !== 'loading') return task();
    document.addEventListener('readystatechange', task, { once: true });
  }
  function addModule(tag, href) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    if (tag === 'link') {
      element.rel = 'modulepreload';
      element.href = href;
    } else {
      element.type = 'module';
      element.src = href;
    }
    document.head.appendChild(element);
  }
  function preloadInSlices(hrefs) {
    hrefs.slice(0, ${PRELOADS_PER_TASK}).forEach(function (href) { addModule('link', href); });
    if (hrefs.length > ${PRELOADS_PER_TASK})
      setTimeout(function () { preloadInSlices(hrefs.slice(${PRELOADS_PER_TASK})); }, 0);
  }
  function loadAppCode(extraPreloads) {
    if (appCodeAsked) return;
    appCodeAsked = true;
    preloadInSlices(appCode.preloads.concat(extraPreloads || []));
    if (appCode.entry) whenParsed(function () { addModule('script', appCode.entry); });
  }`;
}

/**
 * Browser code (ES5, inline) defining `whenSettled(images, done)`: calls `done` once every image
 * has loaded or failed, at once when there are none.
 */
export const WHEN_SETTLED = `function whenSettled(images, done) {
    var waiting = images.length;
    if (!waiting) return done();
    images.forEach(function (image) {
      var settle = function () { if (--waiting === 0) done(); };
      image.addEventListener('load', settle, { once: true });
      image.addEventListener('error', settle, { once: true });
    });
  }`;

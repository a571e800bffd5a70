/**
 * Where lib/hidden-content keeps what the member reported or blocked (localStorage). Pure, so
 * index.html's first-paint script (scripts/vite-first-paint.ts) can leave those rows out too.
 */
export const HIDDEN_CONTENT_KEY = 'laughloop.hidden-content';

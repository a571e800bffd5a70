/**
 * The app frame's outer box and its <main>: app-layout.tsx draws them around every page, and
 * index.html's prerendered first paint (first-paint/first-paint.tsx) around its pages, so the
 * first paint's page sits exactly where the app's will.
 */
export const FRAME_CLASS = 'flex min-h-dvh flex-col';
export const MAIN_CLASS = 'mx-auto w-full max-w-3xl flex-1 px-4 pb-8 pt-5';

/** The worker's runtime caches. Pure, so pages can ask about a cache without workbox's code. */
export const RUNTIME_CACHES = {
  /** Lazy route chunks and their CSS: hashed names, so a cached copy never goes stale. */
  assets: 'laughloop-assets',
  /** Built-in sample videos and their posters. */
  samples: 'laughloop-samples',
  /** Same-origin images outside the precache. */
  images: 'laughloop-images',
} as const;

/** Longest slug kept from a title, leaving room for a `-N` suffix (the database allows 200). */
const SLUG_MAX_LENGTH = 80;

/** How many slugs a track tries: the slug itself, then `-2` … `-6`. */
const SLUG_ATTEMPTS = 6;

/**
 * Part 2 §5: lowercase; keep only letters, digits, spaces, hyphens; spaces to hyphens; collapse
 * repeated hyphens; trim edges. Accents are folded first ("Café" → "cafe") so the slug stays
 * inside the storage path's `[a-z0-9-]` alphabet.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/** The slug for a title, or 'track-<random>' when the title leaves nothing. */
export function slugOrFallback(title: string, fallback: string): string {
  return slugify(title) || fallback;
}

/** A fallback slug: 'track-' and eight random lowercase letters or digits. */
export function randomTrackSlug(random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let suffix = '';
  for (let index = 0; index < 8; index += 1) {
    suffix += alphabet[Math.floor(random() * alphabet.length) % alphabet.length];
  }
  return `track-${suffix}`;
}

/** The slugs a track tries in turn when one is taken: slug, slug-2, slug-3, … */
export function slugCandidates(slug: string, attempts = SLUG_ATTEMPTS): string[] {
  return Array.from({ length: attempts }, (_, index) =>
    index === 0 ? slug : `${slug}-${index + 1}`,
  );
}

/**
 * The fuzzy search PostgREST uses for its "Perhaps you meant ..." hints (the fuzzyset library,
 * a port of fuzzyset.js): cosine similarity of character 3-grams (then 2-grams when nothing
 * shares a 3-gram), the best 50 re-scored by Levenshtein distance.
 */
const NON_WORD = /[^a-zA-Z0-9\u00C0-\u00FF, ]+/g;

function grams(value: string, size: number): Map<string, number> {
  let simplified = `-${value.toLowerCase().replace(NON_WORD, '')}-`;
  while (simplified.length < size) simplified += '-';
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= simplified.length; i++) {
    const gram = simplified.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function norm(counts: Map<string, number>): number {
  let sum = 0;
  for (const n of counts.values()) sum += n * n;
  return Math.sqrt(sum);
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

function scored(candidates: string[], value: string, size: number): [number, string][] {
  const query = grams(value, size);
  const queryNorm = norm(query);
  const results: [number, string][] = [];
  for (const candidate of candidates) {
    const own = grams(candidate, size);
    let dot = 0;
    for (const [gram, n] of query) dot += n * (own.get(gram) ?? 0);
    if (dot > 0) results.push([dot / (queryNorm * norm(own)), candidate]);
  }
  return results;
}

/** The closest candidate scoring at least `minScore` (0..1), or null. */
export function closestMatch(candidates: string[], value: string, minScore: number): string | null {
  const lower = value.toLowerCase();
  const exact = candidates.find((candidate) => candidate.toLowerCase() === lower);
  if (exact !== undefined) return exact;
  for (const size of [3, 2]) {
    const byCosine = scored(candidates, value, size).sort((a, b) => b[0] - a[0]);
    if (byCosine.length === 0) continue;
    const rescored = byCosine.slice(0, 50).map(([, candidate]): [number, string] => {
      const c = candidate.toLowerCase();
      return [1 - levenshtein(c, lower) / Math.max(c.length, lower.length), candidate];
    });
    rescored.sort((a, b) => b[0] - a[0]);
    const best = rescored[0]!;
    // As fuzzyset.js: a gram size whose matches all score too low leaves it to the next size.
    if (best[0] >= minScore) return best[1];
  }
  return null;
}

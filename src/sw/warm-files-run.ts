/** Fetches in flight at once: the page's own requests keep most of the connection. */
const AT_ONCE = 4;

/** Tries every path with `cacheOne`, a few at a time; resolves with how many failed. */
export async function warmFiles(
  paths: readonly string[],
  cacheOne: (path: string) => Promise<boolean>,
  atOnce = AT_ONCE,
): Promise<number> {
  let next = 0;
  let failures = 0;
  const lane = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      if (!(await cacheOne(path).catch(() => false))) failures++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, paths.length) }, lane));
  return failures;
}

/**
 * The CPU slowdown that makes this machine run like Lighthouse's reference phone (Moto G Power).
 * Lighthouse's fixed 4x assumes a host of benchmarkIndex ≈ 1533; its docs (docs/throttling.md,
 * "CPU throttling") tell anyone on another host to calibrate from the benchmarkIndex, with the
 * figures of its maintainers' calculator (patrickhulce/lighthouse-cpu-throttling-calculator):
 * 150 → 1x, 800 → 2x, 1300 → 3x, then one more x per 233. This machine's index swings between
 * about 1080 and 1980 with its neighbours' load, so a fixed 4x measured anything from a phone
 * twice as slow as the reference to one faster than it.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 100) / 100;
}

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * Parses a Go duration ("24h", "1h30m", "876000h", "-1.5h") into milliseconds, as GoTrue's
 * ban_duration is parsed with time.ParseDuration. Returns null when the text is not one.
 */
export function parseGoDuration(text: string): number | null {
  const match = /^([-+]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+$/.exec(text);
  if (text === '0') return 0;
  if (!match) return null;
  const sign = match[1] === '-' ? -1 : 1;
  let total = 0;
  for (const part of text
    .slice(match[1]!.length)
    .matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g)) {
    total += Number(part[1]) * UNIT_MS[part[2]!]!;
  }
  return sign * total;
}

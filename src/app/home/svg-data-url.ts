/**
 * An SVG as a compact data: URL: whitespace collapsed, double quotes made single (so it sits in
 * a double-quoted attribute), and only the characters a URL cannot carry escaped.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ').replace(/> </g, '><').replace(/"/g, "'");
  const escaped = compact.replace(/[%#<>]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${escaped}`;
}

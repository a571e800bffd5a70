import type { RgbaImage } from './png.ts';

/**
 * The LaughLoop logo: a white play triangle with a smiling face cut into it, on brand purple.
 * Geometry lives in a unit square so the PNG rasteriser and the SVG favicon draw the same mark.
 */
export const BRAND_PURPLE = [0x7c, 0x3a, 0xed] as const;

const TRIANGLE: ReadonlyArray<readonly [number, number]> = [
  [0.34, 0.24],
  [0.34, 0.76],
  [0.78, 0.5],
];
const EYES: ReadonlyArray<readonly [number, number]> = [
  [0.44, 0.42],
  [0.53, 0.42],
];
const EYE_RADIUS = 0.032;
const SMILE = {
  cx: 0.485,
  cy: 0.49,
  radius: 0.085,
  width: 0.03,
  from: 0.15 * Math.PI,
  to: 0.85 * Math.PI,
};

function insideTriangle(x: number, y: number): boolean {
  const [a, b, c] = TRIANGLE as [
    readonly [number, number],
    readonly [number, number],
    readonly [number, number],
  ];
  const side = (p: readonly [number, number], q: readonly [number, number]) =>
    (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
  const s1 = side(a, b);
  const s2 = side(b, c);
  const s3 = side(c, a);
  return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
}

function insideFace(x: number, y: number): boolean {
  if (EYES.some(([ex, ey]) => (x - ex) ** 2 + (y - ey) ** 2 <= EYE_RADIUS ** 2)) return true;
  const dx = x - SMILE.cx;
  const dy = y - SMILE.cy;
  const angle = Math.atan2(dy, dx);
  const distance = Math.hypot(dx, dy);
  return (
    angle >= SMILE.from && angle <= SMILE.to && Math.abs(distance - SMILE.radius) <= SMILE.width / 2
  );
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

export interface LogoOptions {
  size: number;
  /** Scale of the mark around the centre: 1 for regular icons, smaller to keep a maskable icon's safe zone. */
  markScale: number;
  /** Corner radius of the purple tile as a fraction of the size; 0 fills the square (maskable, Apple). */
  cornerRadius: number;
}

/** Rasterises the logo with 4x4 supersampling so edges are anti-aliased. */
export function drawLogo({ size, markScale, cornerRadius }: LogoOptions): RgbaImage {
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tile = 0;
      let white = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!insideRoundedSquare(x, y, cornerRadius)) continue;
          tile++;
          const mx = (x - 0.5) / markScale + 0.5;
          const my = (y - 0.5) / markScale + 0.5;
          if (insideTriangle(mx, my) && !insideFace(mx, my)) white++;
        }
      }
      const total = samples * samples;
      const offset = (py * size + px) * 4;
      const whiteShare = tile === 0 ? 0 : white / tile;
      BRAND_PURPLE.forEach((channel, i) => {
        pixels[offset + i] = Math.round(channel + (255 - channel) * whiteShare);
      });
      pixels[offset + 3] = Math.round((tile / total) * 255);
    }
  }
  return { width: size, height: size, pixels };
}

/** The same mark as a scalable favicon. */
export function logoSvg(): string {
  const f = (n: number) => Number((n * 64).toFixed(2));
  const points = TRIANGLE.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
  const eyes = EYES.map(
    ([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(EYE_RADIUS)}"/>`,
  ).join('');
  const start = [
    SMILE.cx + SMILE.radius * Math.cos(SMILE.from),
    SMILE.cy + SMILE.radius * Math.sin(SMILE.from),
  ];
  const end = [
    SMILE.cx + SMILE.radius * Math.cos(SMILE.to),
    SMILE.cy + SMILE.radius * Math.sin(SMILE.to),
  ];
  const smile = `<path d="M${f(start[0]!)} ${f(start[1]!)}A${f(SMILE.radius)} ${f(SMILE.radius)} 0 0 1 ${f(end[0]!)} ${f(end[1]!)}" fill="none" stroke="#7c3aed" stroke-width="${f(SMILE.width)}" stroke-linecap="butt"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    '<rect width="64" height="64" rx="14" fill="#7c3aed"/>',
    `<polygon points="${points}" fill="#fff"/>`,
    `<g fill="#7c3aed">${eyes}</g>`,
    smile,
    '</svg>',
    '',
  ].join('');
}

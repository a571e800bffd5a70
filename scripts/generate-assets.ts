import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { drawLogo, logoSvg } from './assets/logo.ts';
import { encodePng } from './assets/png.ts';
import { soundEffects } from './assets/tones.ts';

/**
 * Writes the generated static assets into public/: PWA icons, the favicon and the five sound
 * effects. Deterministic, pure Node: run `npx tsx scripts/generate-assets.ts` after changing the
 * logo geometry or a sound, and commit the output.
 */
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

// A maskable icon may be cropped to a circle of 80% of its size, so the mark shrinks to fit inside.
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, markScale: 1, cornerRadius: 0.2 },
  { file: 'icons/icon-512.png', size: 512, markScale: 1, cornerRadius: 0.2 },
  { file: 'icons/maskable-512.png', size: 512, markScale: 0.9, cornerRadius: 0 },
  { file: 'icons/apple-touch-icon.png', size: 180, markScale: 0.86, cornerRadius: 0 },
];

async function main() {
  await mkdir(`${publicDir}icons`, { recursive: true });
  await mkdir(`${publicDir}sounds`, { recursive: true });
  const written: string[] = [];
  for (const icon of ICONS) {
    const png = encodePng(drawLogo(icon));
    await writeFile(publicDir + icon.file, png);
    written.push(`${icon.file} (${png.length} B)`);
  }
  await writeFile(`${publicDir}favicon.svg`, logoSvg());
  written.push('favicon.svg');
  for (const { name, file } of soundEffects()) {
    await writeFile(`${publicDir}sounds/${name}.wav`, file);
    written.push(`sounds/${name}.wav (${file.length} B)`);
  }
  console.log(`public/: ${written.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

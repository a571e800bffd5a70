import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where a name a feature's index.ts re-exports is defined. */
interface Origin {
  /** The defining module as the app names it: `@/features/<feature>/<path>`. */
  module: string;
  /** Its name there (`default` for a default export). */
  imported: string;
}

type Surface = Map<string, Origin>;

const stripComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const EXPORT_FROM = /^export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]\.\/([^'"]+)['"]$/;

/**
 * Reads a feature's index.ts, which may only re-export (`export { a, b as c } from './x'`), so
 * it stays a list of names and never grows code of its own.
 */
export function parseSurface(feature: string, code: string, file: string): Surface {
  const surface: Surface = new Map();
  const statements = stripComments(code)
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (const statement of statements) {
    const match = EXPORT_FROM.exec(statement);
    if (!match) throw new Error(`${file}: an index may only re-export; found \`${statement}\``);
    const module = `@/features/${feature}/${match[2]!.replace(/\.tsx?$/, '')}`;
    for (const specifier of match[1]!.split(',')) {
      const parts = specifier
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (!parts[0]) continue;
      surface.set(parts[1] ?? parts[0], { module, imported: parts[0] });
    }
  }
  return surface;
}

/** A feature's surfaces: index.ts for the pages, worker.ts for the service worker. */
const SURFACE_IMPORT =
  /^(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])@\/features\/([a-z0-9-]+(?:\/worker)?)\4\s*;?/gm;
const ANY_SURFACE_USE = /(['"])@\/features\/([a-z0-9-]+(?:\/worker)?)\1/;

/**
 * Rewrites `import { a, b } from '@/features/x'` (or `@/features/x/worker`, or `export { … } from`)
 * into imports of the modules that define a and b.
 * Returns null when the code names no feature index.
 */
export function resolveSurfaceImports(
  code: string,
  id: string,
  surfaceOf: (feature: string) => Surface,
): string | null {
  if (!ANY_SURFACE_USE.test(code)) return null;
  const rewritten = code.replace(
    SURFACE_IMPORT,
    (
      statement,
      keyword: string,
      typeOnly: string | undefined,
      list: string,
      _quote,
      feature: string,
    ) => {
      const surface = surfaceOf(feature);
      const byModule = new Map<string, string[]>();
      for (const raw of list.split(',')) {
        const specifier = raw.trim();
        if (!specifier) continue;
        const isType = specifier.startsWith('type ');
        const [name, local] = specifier.replace(/^type\s+/, '').split(/\s+as\s+/) as [
          string,
          string?,
        ];
        const origin = surface.get(name);
        if (!origin) throw new Error(`${id}: @/features/${feature} does not export ${name}`);
        const binding = local ?? name;
        const text = origin.imported === binding ? binding : `${origin.imported} as ${binding}`;
        const specifiers = byModule.get(origin.module) ?? [];
        specifiers.push(isType ? `type ${text}` : text);
        byModule.set(origin.module, specifiers);
      }
      const imports = [...byModule].map(
        ([module, specifiers]) =>
          `${keyword} ${typeOnly ?? ''}{ ${specifiers.join(', ')} } from '${module}';`,
      );
      // Same line count, so positions in the rest of the file (and its source map) hold.
      return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
    },
  );
  const left = ANY_SURFACE_USE.exec(rewritten);
  if (left) {
    throw new Error(
      `${id}: '@/features/${left[2]}' is used other than as \`import { … } from\`; import named ` +
        `exports (a loader from the feature's lazy.ts for code loaded on demand)`,
    );
  }
  return rewritten;
}

/**
 * Feature index files are the only way into a feature from outside it (eslint.config.js), but a
 * bundler that follows an index follows every module it re-exports: the startup chunk's closure
 * (scripts/vite-startup-chunks.ts) would take in whole features, pages and all, and the service
 * worker, built as one file, would carry code it never runs. So the build (and the test runner,
 * for the same module graph) resolves each imported name to its defining module: the bundle is
 * the one direct imports made, while source code names only the index.
 */
export function featureSurfaces(root: string): Plugin {
  const features = join(root, 'src/features');
  const escaped = root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/?$/, '/');
  const sourceFiles = new RegExp(`^${escaped}(src|tests)/.*\\.tsx?$`);
  const cache = new Map<string, { mtime: number; surface: Surface }>();
  const fileOf = (surfaceName: string) => {
    const [feature = '', entry = 'index'] = surfaceName.split('/');
    return { feature, entry, file: join(features, feature, `${entry}.ts`) };
  };
  const surfaceOf = (surfaceName: string): Surface => {
    const { feature, entry, file } = fileOf(surfaceName);
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      throw new Error(`src/features/${feature} has no ${entry}.ts to import from`);
    }
    const cached = cache.get(surfaceName);
    if (cached?.mtime === mtime) return cached.surface;
    const surface = parseSurface(feature, readFileSync(file, 'utf8'), file);
    cache.set(surfaceName, { mtime, surface });
    return surface;
  };
  return {
    name: 'laughloop-feature-surfaces',
    enforce: 'pre',
    transform: {
      // The app's own code and tests; build scripts (and this plugin's test) are left alone.
      filter: { id: { include: sourceFiles, exclude: /node_modules/ }, code: '@/features/' },
      handler(code, id) {
        // A changed index transforms its importers again (the dev server, watch mode).
        const rewritten = resolveSurfaceImports(code, id, (surfaceName) => {
          this.addWatchFile(fileOf(surfaceName).file);
          return surfaceOf(surfaceName);
        });
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}

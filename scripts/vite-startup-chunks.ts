import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * React Router 7 exports only its development build, dev-only warnings and checks included
 * (remix-run/react-router#14102); a production build uses the production files it ships beside it.
 */
export function reactRouterProduction(root: URL): Plugin {
  const dist = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, root));
  return {
    name: 'laughloop-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: dist('index.mjs') },
          { find: /^react-router\/dom$/, replacement: dist('dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * Fewer, larger chunks for what a first visit loads. Left alone, the bundler split the modules
 * the entry imports statically into fourteen small shared chunks (env, session, the query core…)
 * and those home and Shorts share into a dozen more, and every file a page starts with costs a
 * request and a task of its own. So: src/main.tsx's static closure is one chunk beside the entry,
 * and what both feeds' routes import statically (cards, thumbnails, list hooks) is another.
 */
export function startupChunks(root: URL) {
  const path = (file: string) => fileURLToPath(new URL(file, root));
  const entry = path('./src/main.tsx');
  const feeds = [path('./src/app/routes/home.tsx'), path('./src/app/routes/shorts.tsx')];
  let app = new Set<string>();
  let feed = new Set<string>();
  const plugin: Plugin = {
    name: 'laughloop-startup-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (start: string, stop: ReadonlySet<string> = new Set()) => {
        const found = new Set<string>();
        const pending = [start];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (found.has(id) || stop.has(id)) continue;
          found.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      app = closure(entry);
      const [home, shorts] = feeds.map((route) => closure(route, app));
      feed = new Set([...home!].filter((id) => shorts!.has(id)));
    },
  };
  const groups = [
    { name: 'app', test: (id: string) => app.has(id) },
    { name: 'feed', test: (id: string) => feed.has(id) },
  ];
  return { plugin, groups };
}

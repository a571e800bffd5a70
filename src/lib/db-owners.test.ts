import { describe, expect, it } from 'vitest';
import { ROW_TYPE_TABLES, TABLE_OWNERS, type TableName } from './db-owners';

/**
 * The guard behind "a feature's Dexie tables are its own": every source file in src is read and
 * each use of a table — `db.<table>`, a value import of `db`, a row type, an idb-peek by table
 * name — must sit where TABLE_OWNERS allows it.
 */

const sources = import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The database's own definition, this guard, and idb-peek (a reader that takes any table name). */
const EXEMPT = new Set([
  'src/lib/db.ts',
  'src/lib/db-owners.ts',
  'src/lib/db-owners.test.ts',
  'src/lib/idb-peek.ts',
  'src/lib/idb-peek.test.ts',
]);

const DB_MODULE = String.raw`(?:@\/lib\/db|\.\.?\/db)`;
const NAMED_IMPORT = new RegExp(
  String.raw`import\s+(type\s+)?\{([^}]*)\}\s*from\s*'${DB_MODULE}'`,
  'g',
);
const NAMESPACE_IMPORT = new RegExp(
  String.raw`import\s+(?:type\s+)?\*\s+as\s+\w+\s+from\s*'${DB_MODULE}'`,
);
const DYNAMIC_IMPORT = new RegExp(String.raw`import\(\s*'${DB_MODULE}'\s*\)`);
const TABLE_USE = /\bdb\s*\.\s*(\w+)/g;
const PEEK = /\b(?:peekRow|putRowIfPresent)\(\s*'(\w+)'/g;

function isTable(name: string): name is TableName {
  return Object.hasOwn(TABLE_OWNERS, name);
}

/** The owner's data modules; its own tests may set up and inspect its tables from anywhere in it. */
function inModules(path: string, table: TableName): boolean {
  const { area, modules } = TABLE_OWNERS[table];
  if (/\.test\.tsx?$/.test(path)) return path.startsWith(area);
  return modules.some((module) => path.startsWith(module));
}

/** The names a file takes from the db module, each marked as a type or a value. */
function importedNames(source: string): { name: string; type: boolean }[] {
  return [...source.matchAll(NAMED_IMPORT)].flatMap(([, allTypes, list = '']) =>
    list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => ({
        name: part.replace(/^type\s+/, ''),
        type: Boolean(allTypes) || part.startsWith('type '),
      })),
  );
}

function importProblems(path: string, source: string): string[] {
  const problems: string[] = [];
  const mayHoldDb = (Object.keys(TABLE_OWNERS) as TableName[]).some((t) => inModules(path, t));
  if (NAMESPACE_IMPORT.test(source)) problems.push('imports the db module as a namespace');
  if (DYNAMIC_IMPORT.test(source) && !mayHoldDb) problems.push('loads db outside a data module');
  for (const { name, type } of importedNames(source)) {
    if (/^db\s+as\b/.test(name)) problems.push('renames db (the guard looks for `db.`)');
    else if (name === 'db' && !type && !mayHoldDb)
      problems.push('imports db outside a data module');
    const table = ROW_TYPE_TABLES[name];
    if (table && !path.startsWith(TABLE_OWNERS[table].area))
      problems.push(`uses ${name}, a row of ${table}, outside ${TABLE_OWNERS[table].area}`);
  }
  return problems;
}

/** What is wrong with one file; empty when it keeps to TABLE_OWNERS. */
export function violations(path: string, source: string): string[] {
  if (EXEMPT.has(path)) return [];
  const problems = importProblems(path, source);
  for (const [, name = ''] of [...source.matchAll(TABLE_USE), ...source.matchAll(PEEK)]) {
    if (isTable(name)) {
      if (!inModules(path, name))
        problems.push(`touches ${name}, owned by ${TABLE_OWNERS[name].modules.join(' ')}`);
    } else if (/^(?:table|tables|_allTables)$/.test(name)) {
      problems.push(`reaches a table by name (db.${name})`);
    }
  }
  return problems;
}

describe('Dexie table ownership', () => {
  it('holds for every file in src', () => {
    const paths = Object.keys(sources);
    expect(paths.length).toBeGreaterThan(100);
    const found = paths.flatMap((key) => {
      const path = key.replace(/^\//, '');
      return violations(path, sources[key] ?? '').map((problem) => `${path}: ${problem}`);
    });
    expect(found).toEqual([]);
  });

  it('catches a feature reading another feature’s table', () => {
    const source = `import { db } from '@/lib/db';\nconst rows = await db.outbox.toArray();`;
    expect(violations('src/features/videos/hooks/x.ts', source)).toEqual([
      'imports db outside a data module',
      'touches outbox, owned by src/features/outbox/data/',
    ]);
    expect(violations('src/features/outbox/data/x.ts', source)).toEqual([]);
    expect(violations('src/features/outbox/engine/x.test.ts', source)).toEqual([]);
    expect(violations('src/features/challenges/outbox/x.test.ts', source)).toHaveLength(2);
  });

  it('catches the sneakier routes: a lazy import, a renamed db, a row type, a peek by name', () => {
    expect(
      violations(
        'src/features/recorder/data/x.ts',
        `const { db } = await import('@/lib/db');\ndb.shares.get('k');`,
      ),
    ).toEqual(['touches shares, owned by src/features/submit/data/']);
    expect(violations('src/features/submit/x.ts', `import { db as d } from '@/lib/db';`)).toEqual([
      'renames db (the guard looks for `db.`)',
    ]);
    expect(
      violations('src/features/videos/x.ts', `import type { OutboxRow } from '@/lib/db';`),
    ).toEqual(['uses OutboxRow, a row of outbox, outside src/features/outbox/']);
    expect(violations('src/features/submit/x.ts', `await peekRow('takes', id);`)).toEqual([
      'touches takes, owned by src/features/recorder/data/',
    ]);
    expect(violations('src/features/outbox/data/x.ts', `db.table('takes')`)).toEqual([
      'reaches a table by name (db.table)',
    ]);
  });
});

/**
 * Query-key conventions for every feature (one place, so invalidation stays predictable):
 *
 *   [area, kind, ...params]   e.g. ['videos', 'list', 'home'], ['videos', 'video', id, userId]
 *
 * `area` is the feature folder's name, so `{ queryKey: [area] }` reaches all of its server state and
 * `[area, kind]` one family (all lists, all single rows). Params are plain JSON values (strings,
 * numbers, null): keys are hashed and persisted as JSON.
 */
type KeyPart = string | number | boolean | null;

export interface AreaKeys<Area extends string> {
  all: readonly [Area];
  kind<Kind extends string>(kind: Kind): readonly [Area, Kind];
  key<Kind extends string, const Params extends readonly KeyPart[]>(
    kind: Kind,
    ...params: Params
  ): readonly [Area, Kind, ...Params];
}

export function areaKeys<Area extends string>(area: Area): AreaKeys<Area> {
  return {
    all: [area],
    kind: (kind) => [area, kind],
    key: (kind, ...params) => [area, kind, ...params],
  };
}

/**
 * Marks a query whose data is kept in IndexedDB and restored on the next start (lists that must
 * open offline). Everything else lives in memory only.
 */
export const PERSISTED = { persist: true } as const;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean };
  }
}

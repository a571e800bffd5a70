/** The role PostgREST connects as; its `pgrst.*` settings are PostgREST's in-database config. */
const AUTHENTICATOR = 'authenticator';
const PREFIX = 'pgrst.';

/** `pgrst.db_tx_end`: whether a transaction ends in COMMIT or ROLLBACK, and if Prefer: tx= may choose. */
interface TxEnd {
  rollbackAll: boolean;
  allowOverride: boolean;
}

export interface DbConfig {
  /** Every `pgrst.<name>` setting by `<name>` (e.g. `db_tx_end`, `db_aggregates_enabled`). */
  settings: Map<string, string>;
  txEnd: TxEnd;
}

export interface RoleSetting {
  role: string;
  /** Set with `ALTER ROLE ... IN DATABASE ... SET` rather than `ALTER ROLE ... SET`. */
  inDatabase?: boolean | undefined;
  config: string[];
}

/** PostgREST's parseTxEnd; an unknown value stops PostgREST from starting, here it is `commit`. */
function txEndOf(value: string | undefined): TxEnd {
  switch (value) {
    case 'commit-allow-override':
      return { rollbackAll: false, allowOverride: true };
    case 'rollback':
      return { rollbackAll: true, allowOverride: false };
    case 'rollback-allow-override':
      return { rollbackAll: true, allowOverride: true };
    default:
      return { rollbackAll: false, allowOverride: false };
  }
}

/**
 * PostgREST's queryDbSettings: the authenticator's `pgrst.*` settings, a database-specific one
 * (`ALTER ROLE authenticator IN DATABASE ... SET`) winning over a role-wide one. Settings on the
 * database alone (`ALTER DATABASE ... SET pgrst.x`) have no effect, as in PostgREST.
 */
export function inDatabaseConfig(roleSettings: RoleSetting[]): DbConfig {
  const settings = new Map<string, string>();
  const own = roleSettings
    .filter((s) => s.role === AUTHENTICATOR)
    .sort((a, b) => Number(a.inDatabase ?? false) - Number(b.inDatabase ?? false));
  for (const { config } of own) {
    for (const entry of config) {
      const eq = entry.indexOf('=');
      if (eq < 0 || !entry.startsWith(PREFIX)) continue;
      settings.set(entry.slice(PREFIX.length, eq), entry.slice(eq + 1));
    }
  }
  return { settings, txEnd: txEndOf(settings.get('db_tx_end')) };
}

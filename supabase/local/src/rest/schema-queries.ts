/**
 * The pg_catalog introspection behind the schema cache: one statement, one row, every column a
 * JSON text so PGlite and node-postgres decode it the same way. `$1` is the exposed schema.
 */
export const SCHEMA_QUERY = `
with rels as (
  select c.oid, c.relname, c.relkind, n.nspname
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
)
select
  (select coalesce(json_agg(json_build_object(
      'name', r.relname,
      'kind', r.relkind,
      'columns', (
        select coalesce(json_agg(json_build_object(
            'name', a.attname,
            'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
            'typname', t.typname,
            'default', case
              when a.attidentity <> '' then format('nextval(%L::regclass)',
                pg_catalog.pg_get_serial_sequence(format('%I.%I', r.nspname, r.relname), a.attname))
              when a.attgenerated <> '' then null
              else pg_catalog.pg_get_expr(d.adbin, d.adrelid) end
          ) order by a.attnum), '[]')
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_type t on t.oid = a.atttypid
        left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped)
    )), '[]')::text from rels r) as relations,

  (select coalesce(json_agg(json_build_object(
      'table', c.relname,
      'type', con.contype,
      'name', con.conname,
      'columns', (select json_agg(a.attname order by k.ord)
        from unnest(con.conkey) with ordinality k(num, ord)
        join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num),
      'foreignSchema', fn.nspname,
      'foreignTable', fc.relname,
      'foreignColumns', (select json_agg(a.attname order by k.ord)
        from unnest(con.confkey) with ordinality k(num, ord)
        join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num)
    ) order by c.relname, con.conname), '[]')::text
   from pg_catalog.pg_constraint con
   join rels c on c.oid = con.conrelid
   left join pg_catalog.pg_class fc on fc.oid = con.confrelid
   left join pg_catalog.pg_namespace fn on fn.oid = fc.relnamespace
   where con.contype in ('p', 'u', 'f')) as constraints,

  (select coalesce(json_agg(distinct jsonb_build_object('view', v.relname, 'table', t.relname, 'column', a.attname)), '[]')::text
   from rels v
   join pg_catalog.pg_rewrite rw on rw.ev_class = v.oid
   join pg_catalog.pg_depend d on d.objid = rw.oid and d.classid = 'pg_catalog.pg_rewrite'::regclass
     and d.refclassid = 'pg_catalog.pg_class'::regclass and d.refobjsubid > 0
   join rels t on t.oid = d.refobjid and t.oid <> v.oid
   join pg_catalog.pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
   where v.relkind in ('v', 'm')) as view_columns,

  (select coalesce(json_agg(json_build_object(
      'name', p.proname,
      'volatility', p.provolatile,
      'setOf', p.proretset,
      'returnType', pg_catalog.format_type(p.prorettype, null),
      'returnTypeKind', rt.typtype,
      'returnRelation', case when rn.nspname = $1 then rc.relname end,
      'returnColumns', (select json_agg(a.attname order by a.attnum) from pg_catalog.pg_attribute a
        where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped),
      'defaults', p.pronargdefaults,
      'params', (select coalesce(json_agg(json_build_object(
            'name', coalesce(p.proargnames[k.ord], ''),
            'mode', coalesce(p.proargmodes[k.ord]::text, 'i'),
            'type', pg_catalog.format_type(k.typ, null)
          ) order by k.ord), '[]')
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(typ, ord))
    )), '[]')::text
   from pg_catalog.pg_proc p
   join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   join pg_catalog.pg_type rt on rt.oid = p.prorettype
   left join pg_catalog.pg_class rc on rc.oid = rt.typrelid
   left join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
   where n.nspname = $1 and p.prokind = 'f'
     and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype)) as routines,

  (select coalesce(json_agg(json_build_object(
      'function', p.proname,
      'table', at.relname,
      'foreignTable', ft.relname,
      'singleRow', not p.proretset or p.prorows = 1
    ) order by p.proname, at.relname), '[]')::text
   from pg_catalog.pg_proc p
   join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   join rels at on at.oid = (select c.oid from pg_catalog.pg_class c where c.reltype = p.proargtypes[0])
   join rels ft on ft.oid = (select c.oid from pg_catalog.pg_class c where c.reltype = p.prorettype)
   where n.nspname = $1 and p.pronargs = 1) as computed_rels,

  (select json_build_object(
      'existing', (select json_agg(rolname) from pg_catalog.pg_roles),
      'switchable', (select json_agg(rolname) from pg_catalog.pg_roles
        where case when exists (select 1 from pg_catalog.pg_roles a where a.rolname = 'authenticator')
          then pg_catalog.pg_has_role('authenticator', oid, 'member') else false end),
      'settings', (select json_agg(json_build_object('role', r.rolname, 'inDatabase', s.setdatabase <> 0, 'config', s.setconfig)
          order by s.setdatabase)
        from pg_catalog.pg_db_role_setting s join pg_catalog.pg_roles r on r.oid = s.setrole
        where s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database())))
    )::text) as roles
`;

/** `<row count>.<sum of the rows' xmin>` of a catalog (see SCHEMA_FINGERPRINT_QUERY). */
const tally = (catalog: string, where = '') =>
  `(select count(*) || '.' || coalesce(sum(t.xmin::text::bigint), 0) from pg_catalog.${catalog} t${where})`;

/** Objects initdb creates have smaller oids and never change; only those after it are tallied. */
const USER_OBJECTS = ' where t.oid >= 16384';

/**
 * pg_db_role_setting is shared by every database of the cluster: only this database's settings
 * and the global ones reach SCHEMA_QUERY, so another database's `ALTER ROLE … IN DATABASE` (test
 * stacks share one Postgres cluster) is no change here.
 */
const THIS_DATABASE =
  ' where t.setdatabase in (0, (select d.oid from pg_catalog.pg_database d where d.datname = current_database()))';

/**
 * A few milliseconds' check of whether the catalogs SCHEMA_QUERY reads have changed: per catalog,
 * its row count and the sum of its rows' xmin. Any CREATE, ALTER, RENAME, DROP, CREATE OR REPLACE
 * of a table, view, column, default, constraint, function, type or schema, and any ALTER ROLE …
 * SET (the `pgrst.*` config) inserts, updates or deletes a catalog row; an inserted or updated row
 * carries a transaction id newer than every row already there, so with the count unchanged the
 * sum still grows. Catalogs are tallied whole (an FK target, a column type or a returned row type
 * may live in another schema), pg_attribute and pg_proc without initdb's own rows (most of them).
 * Role names are few and pg_authid's xmin needs superuser, so they are hashed instead. More
 * changes than SCHEMA_QUERY sees (a GRANT, a TRUNCATE) also change it: that only costs a reload.
 */
export const SCHEMA_FINGERPRINT_QUERY = `
select concat_ws(' ',
  ${tally('pg_namespace')},
  ${tally('pg_class')},
  ${tally('pg_attribute', ' where t.attrelid >= 16384')},
  ${tally('pg_attrdef')},
  ${tally('pg_type')},
  ${tally('pg_proc', USER_OBJECTS)},
  ${tally('pg_constraint')},
  ${tally('pg_rewrite')},
  ${tally('pg_auth_members')},
  ${tally('pg_db_role_setting', THIS_DATABASE)},
  (select md5(string_agg(rolname, ',' order by oid)) from pg_catalog.pg_roles)
) as fingerprint
`;

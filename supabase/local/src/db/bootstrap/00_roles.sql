-- The API roles of a Supabase project (supabase/postgres init scripts, after the
-- 20230529180330 "inherit" migration). Roles are cluster-wide, so create only what is missing.
do $$
declare
  r record;
begin
  for r in select * from (values
      ('anon', 'nologin inherit'),
      ('authenticated', 'nologin inherit'),
      ('service_role', 'nologin inherit bypassrls'),
      ('authenticator', 'login noinherit'),
      ('supabase_admin', 'nologin'),
      ('supabase_auth_admin', 'nologin noinherit'),
      ('supabase_storage_admin', 'nologin noinherit'),
      ('dashboard_user', 'nologin')
    ) as t(name, options)
  loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      execute format('create role %I %s', r.name, r.options);
    end if;
  end loop;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- PostgREST applies these per impersonated role; supabase/local does the same per request.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

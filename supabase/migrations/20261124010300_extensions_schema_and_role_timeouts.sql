-- As on hosted Supabase: extensions live in their own schema, which PostgREST does not expose, so
-- anon cannot call pgcrypto's gen_salt, crypt or dearmor as RPCs; and the API roles get statement
-- timeouts (PostgREST applies a role's settings to each request), so no request holds the database.
create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;

do $migration$
declare
  extension record;
begin
  for extension in
    select e.extname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where n.nspname = 'public' and e.extrelocatable
  loop
    execute format('alter extension %I set schema extensions', extension.extname);
  end loop;
end
$migration$;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

notify pgrst, 'reload schema';
notify pgrst, 'reload config';

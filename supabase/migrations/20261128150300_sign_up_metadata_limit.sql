-- Issue 34 §7: a sign-up with oversized user metadata (supabase-js `options.data`) is refused with
-- a clear 4xx, not a 500.
--
-- Before: GoTrue stores whatever `data` a request carries (its only bound is the 1 MB request
-- body, 413 beyond), copies it into every access token, and hands the new user to the Send Email
-- hook, whose 64 KB body limit then failed the sign-up with a 500 ('Unexpected status code
-- returned from hook: 413'); below that, tokens of hundreds of KB broke every later request.
--
-- Now Auth's "before user created" hook (supabase/config.toml [auth.hook.before_user_created],
-- uri pg-functions://postgres/public/before_user_created_hook) runs this function for every
-- account about to be created (sign-up, invite, generate_link), before anything is written:
--   * user_metadata of more than 4096 bytes (as JSON text): 400 'Sign-up details are too large:
--     options.data may hold at most 4096 bytes.' GoTrue answers the hook's http_code and message
--     as they are (hooks/hookserrors), and creates nothing.
-- LaughLoop's own sign-up sends a full name (at most 100 characters) and a referral code and
-- click id, well under 1 KB. Hosted Supabase reads the hook from config.toml through
-- `supabase config push` (or the dashboard's Auth Hooks page); supabase/local runs it the same
-- way (supabase/local/src/auth/before-user-created.ts).

create or replace function public.before_user_created_hook(event jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  metadata_bytes integer := octet_length(coalesce(event -> 'user' -> 'user_metadata', '{}'::jsonb)::text);
begin
  if metadata_bytes > 4096 then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 400,
      'message', 'Sign-up details are too large: options.data may hold at most 4096 bytes.'));
  end if;
  return '{}'::jsonb;
end
$$;
comment on function public.before_user_created_hook(jsonb) is
  'Auth''s before-user-created hook: refuses (400) an account whose user_metadata is over 4096 bytes.';

-- Only Auth runs it (as supabase_auth_admin), never a client through the Data API.
grant usage on schema public to supabase_auth_admin;
revoke execute on function public.before_user_created_hook(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.before_user_created_hook(jsonb) to supabase_auth_admin;

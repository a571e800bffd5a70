import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { adminGenerateLink } from './admin-links.ts';
import { adminCreateUser, adminUpdateUser } from './admin-users.ts';
import { AuthError, badRequest, notFound } from './errors.ts';
import { requireAdmin } from './guard.ts';
import { booleanParam, readParams } from './request.ts';
import { userJson, type IdentityRow } from './user-json.ts';
import { AUDIENCE, findUserById, identitiesOf, loadUserJson, pageOfUsers } from './users-repo.ts';
import { isUuid } from './validation.ts';

const DEFAULT_PER_PAGE = 50;

function pageParam(url: URL, name: string, fallback: number): number {
  const text = url.searchParams.get(name) ?? '';
  if (text === '') return fallback;
  if (!/^\d+$/.test(text)) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing "${text}": invalid syntax`,
    );
  }
  return Math.max(1, Number(text));
}

/** addPaginationHeaders: the total and a Link header that auth-js' listUsers reads. */
function paginationHeaders(
  ctx: LocalContext,
  url: URL,
  page: number,
  perPage: number,
  total: number,
) {
  const lastPage = Math.ceil(total / perPage);
  const link = (target: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set('page', String(target));
    query.set('per_page', String(perPage));
    query.sort();
    return `<${ctx.publicUrl}/auth/v1/admin/users?${query.toString()}>`;
  };
  const links = page < lastPage ? [`${link(page + 1)}; rel="next"`] : [];
  links.push(`${link(lastPage)}; rel="last"`);
  return { link: links.join(', '), 'x-total-count': String(total) };
}

/** GET /admin/users?page=&per_page=&filter=&sort=created_at asc|desc: {users, aud}. */
async function listUsers(ctx: LocalContext, url: URL): Promise<Response> {
  const page = pageParam(url, 'page', 1);
  const perPage = pageParam(url, 'per_page', DEFAULT_PER_PAGE);
  const sort = url.searchParams.get('sort') ?? '';
  if (sort !== '' && !/^created_at( (asc|desc))?$/i.test(sort.trim())) {
    throw badRequest('validation_failed', `Bad Sort Parameters: ${sort}`);
  }
  const { users, total } = await pageOfUsers(ctx.db, {
    filter: url.searchParams.get('filter') ?? '',
    ascending: /asc$/i.test(sort.trim()),
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const byUser = new Map<string, IdentityRow[]>();
  for (const identity of await identitiesOf(
    ctx.db,
    users.map((user) => user.id),
  )) {
    byUser.set(identity.user_id, [...(byUser.get(identity.user_id) ?? []), identity]);
  }
  return json(
    { users: users.map((user) => userJson(user, byUser.get(user.id) ?? [])), aud: AUDIENCE },
    200,
    paginationHeaders(ctx, url, page, perPage, total),
  );
}

/** DELETE /admin/users/{id}: the user and, by cascade, identities, sessions and refresh tokens. */
async function deleteUser(ctx: LocalContext, req: Request, id: string): Promise<Response> {
  if (!(await findUserById(ctx.db, id))) throw notFound('user_not_found', 'User not found');
  const params = await readParams(req);
  if (booleanParam(params, 'should_soft_delete')) {
    throw badRequest('validation_failed', 'Soft deletion is not supported by supabase/local');
  }
  await ctx.db.query('delete from auth.refresh_tokens where user_id = $1', [id]);
  await ctx.db.query('delete from auth.users where id = $1', [id]);
  return json({});
}

async function userById(ctx: LocalContext, req: Request, id: string): Promise<Response> {
  switch (req.method) {
    case 'GET': {
      const user = await loadUserJson(ctx.db, id);
      if (!user) throw notFound('user_not_found', 'User not found');
      return json(user);
    }
    case 'PUT':
      return adminUpdateUser(ctx, req, id);
    case 'DELETE':
      return deleteUser(ctx, req, id);
    default:
      throw new AuthError(405, 'validation_failed', 'Method not allowed');
  }
}

/** Everything under /admin; every route needs the service-role key (or another admin-role JWT). */
export async function handleAdmin(
  ctx: LocalContext,
  req: Request,
  path: string,
  url: URL,
): Promise<Response | null> {
  const userPath = /^\/admin\/users\/([^/]+)$/.exec(path);
  const known = path === '/admin/users' || path === '/admin/generate_link' || userPath !== null;
  if (!known) return null;
  await requireAdmin(ctx, req);
  if (userPath) {
    const id = decodeURIComponent(userPath[1]!);
    if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
    return userById(ctx, req, id);
  }
  if (path === '/admin/generate_link' && req.method === 'POST')
    return adminGenerateLink(ctx, req, url);
  if (path === '/admin/users' && req.method === 'GET') return listUsers(ctx, url);
  if (path === '/admin/users' && req.method === 'POST') return adminCreateUser(ctx, req);
  throw new AuthError(405, 'validation_failed', 'Method not allowed');
}

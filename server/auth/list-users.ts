// GET /admin/users (auth.admin.listUsers): one page of users, newest first unless `sort` says
// otherwise, with GoTrue's X-Total-Count and Link headers, which supabase-js reads for nextPage,
// lastPage and total. Bad page numbers and sorts are refused in GoTrue's words.
import type { Context } from 'hono';
import type { Sql } from 'postgres';
import type { UserRow } from './auth-context.ts';
import { validationFailed } from './auth-error.ts';
import { loadUserJson } from './user-json.ts';

const DEFAULT_PER_PAGE = 50n;
const MAX_UINT64 = 2n ** 64n - 1n;

/** Go's strconv.ParseUint in base 10, with its error text, which GoTrue passes on to the caller. */
function parseUint(value: string): bigint {
  if (!/^\d+$/.test(value))
    throw new Error(`strconv.ParseUint: parsing "${value}": invalid syntax`);
  const number = BigInt(value);
  if (number > MAX_UINT64)
    throw new Error(`strconv.ParseUint: parsing "${value}": value out of range`);
  return number;
}

function readPagination(page: string | undefined, perPage: string | undefined) {
  try {
    const pagination = {
      page: page ? parseUint(page) : 1n,
      perPage: perPage ? parseUint(perPage) : DEFAULT_PER_PAGE,
    };
    if (pagination.perPage === 0n) throw new Error('per_page must be greater than 0');
    return pagination;
  } catch (error) {
    throw validationFailed(`Bad Pagination Parameters: ${(error as Error).message}`);
  }
}

/** `sort=created_at asc|desc`, the one field GoTrue sorts users by; the first one given wins. */
function readAscending(sorts: string[]): boolean {
  let ascending: boolean | undefined;
  for (const sort of sorts) {
    const [field, direction] = sort.split(/ (.*)/s);
    if (field !== 'created_at')
      throw validationFailed(`Bad Sort Parameters: bad field for sort '${field}'`);
    const upper = direction?.toUpperCase() ?? 'DESC';
    if (upper !== 'ASC' && upper !== 'DESC')
      throw validationFailed(
        `Bad Sort Parameters: bad direction for sort '${direction}', only 'asc' and 'desc' allowed`,
      );
    ascending ??= upper === 'ASC';
  }
  return ascending ?? false;
}

/** The next and last pages with the request's query, keys sorted as Go encodes them. */
function paginationLink(c: Context, page: bigint, perPage: bigint, total: bigint): string {
  const totalPages = total / perPage + (total % perPage > 0n ? 1n : 0n);
  const linkTo = (target: bigint) => {
    const query = new URLSearchParams(new URL(c.req.url).search);
    query.set('page', String(target));
    query.sort();
    return `</admin/users?${query.toString()}>`;
  };
  const links = [];
  if (totalPages > page) links.push(`${linkTo(page + 1n)}; rel="next"`);
  links.push(`${linkTo(totalPages)}; rel="last"`);
  return links.join(', ');
}

export async function listUsers(c: Context, sql: Sql) {
  const ascending = readAscending(c.req.queries('sort') ?? []);
  const { page, perPage } = readPagination(c.req.query('page'), c.req.query('per_page'));
  // Past this, no page has rows; it keeps the offset within PostgreSQL's bigint.
  const limit = perPage > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : perPage;
  const offset = (page > 1n ? page - 1n : 0n) * perPage;
  const [count] = await sql<{ total: string }[]>`select count(*) as total from auth.users`;
  const total = BigInt(count?.total ?? 0);
  const users =
    offset >= total
      ? []
      : await sql<UserRow[]>`
          select * from auth.users
          order by ${ascending ? sql`created_at asc, id asc` : sql`created_at desc, id desc`}
          limit ${String(limit)} offset ${String(offset)}`;
  c.header('Link', paginationLink(c, page, perPage, total));
  c.header('X-Total-Count', String(total));
  return c.json({
    users: await Promise.all(users.map((user) => loadUserJson(sql, user))),
    aud: 'authenticated',
  });
}

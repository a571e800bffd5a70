import { requireEnv } from './env.ts';

export interface AccountSummary {
  id: string;
  email: string;
  confirmed: boolean;
  /** When Auth last sent a sign-up confirmation (through its own mail or the Send Email hook). */
  confirmationSentAt: Date | null;
}

interface AdminUser {
  id?: unknown;
  email?: unknown;
  email_confirmed_at?: unknown;
  confirmation_sent_at?: unknown;
}

function dateOrNull(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const PER_PAGE = 100;
/** Pages read before giving up: 1,000 addresses containing this one is not a real account base. */
const MAX_PAGES = 10;

async function usersPage(filter: string, page: number): Promise<AdminUser[]> {
  const url = new URL(`${requireEnv('SUPABASE_URL')}/auth/v1/admin/users`);
  url.searchParams.set('filter', filter);
  url.searchParams.set('page', String(page));
  url.searchParams.set('per_page', String(PER_PAGE));
  const key = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  const response = await fetch(url, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 300);
    throw new Error(`Auth admin user search failed (HTTP ${response.status}): ${detail}`);
  }
  const body = (await response.json()) as { users?: unknown };
  return Array.isArray(body.users) ? (body.users as AdminUser[]) : [];
}

/**
 * The account registered with `email` (already lower-cased), or null. supabase-js has no lookup by
 * email, so this uses Supabase Auth's admin user search (`GET /admin/users?filter=`, the one
 * Studio's user search calls), which matches substrings; only an exact match counts.
 */
export async function findAccountByEmail(email: string): Promise<AccountSummary | null> {
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const users = await usersPage(email, page);
    const match = users.find(
      (user) => typeof user.email === 'string' && user.email.toLowerCase() === email,
    );
    if (match && typeof match.id === 'string') {
      return {
        id: match.id,
        email,
        confirmed: typeof match.email_confirmed_at === 'string' && match.email_confirmed_at !== '',
        confirmationSentAt: dateOrNull(match.confirmation_sent_at),
      };
    }
    if (users.length < PER_PAGE) return null;
  }
  return null;
}

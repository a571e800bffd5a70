import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from './sign-in';

// The e2e accounts-sign-in.spec.ts 'a wrong password gets the spec's message and a security_events
// row' checks the row on the real stack; this is the client's side of it: a refused sign-in is
// logged as failed_sign_in with the server's words and the email (part 1 §7). The database's side
// (who may insert such rows) is tests/integration/db-affiliates-boosts.test.ts.

const supabase = vi.hoisted(() => {
  const insert = vi.fn((_row: unknown) => Promise.resolve({ error: null }));
  return {
    insert,
    from: vi.fn((_table: string) => ({ insert })),
    signInWithPassword: vi.fn(),
  };
});
vi.mock('@/lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      auth: { signInWithPassword: supabase.signInWithPassword },
      from: supabase.from,
    }),
}));
vi.mock('@/lib/session', () => ({ listenToAuth: () => Promise.resolve() }));

afterEach(() => vi.clearAllMocks());

describe('signIn', () => {
  it('logs a refused sign-in to security_events as failed_sign_in, then answers the failure', async () => {
    const refusal = Object.assign(new Error('Invalid login credentials'), {
      code: 'invalid_credentials',
    });
    supabase.signInWithPassword.mockResolvedValue({ data: {}, error: refusal });

    const failure = await signIn('ada@example.com', 'not-the-password');

    expect(supabase.signInWithPassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'not-the-password',
    });
    expect(failure).toEqual({
      message: 'Invalid login credentials',
      code: 'invalid_credentials',
      reasons: undefined,
    });
    await vi.waitFor(() => expect(supabase.insert).toHaveBeenCalledOnce());
    expect(supabase.from).toHaveBeenCalledWith('security_events');
    expect(supabase.insert).toHaveBeenCalledWith({
      event_type: 'failed_sign_in',
      metadata: { error: 'Invalid login credentials', email: 'ada@example.com' },
      ip_address: null,
    });
  });

  it('logs nothing when the sign-in succeeds', async () => {
    supabase.signInWithPassword.mockResolvedValue({ data: {}, error: null });
    await expect(signIn('ada@example.com', 'right-password')).resolves.toBeNull();
    // A log would be written once the client has loaded: give that every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(supabase.from).not.toHaveBeenCalled();
  });
});

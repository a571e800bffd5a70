import { describe, expect, it } from 'vitest';
import { ApiError, SessionRequiredError } from '@/lib/api/api-error';
import {
  ADMIN_SETUP_MESSAGES,
  grantEmailProblem,
  grantFailureMessage,
  howToBecomeAdmin,
  makeMeAdminView,
  parseAdminSetupState,
  refusalMessage,
  toAdminEntry,
} from './admin-setup';

const noAdmin = { hasAdmin: false, isAdmin: false };
const someAdmin = { hasAdmin: true, isAdmin: false };

describe('Make Me Admin (design §3.2: once per instance)', () => {
  const view = (input: Partial<Parameters<typeof makeMeAdminView>[0]>) =>
    makeMeAdminView({ state: noAdmin, failed: false, isAdmin: false, email: 'a@b.co', ...input });

  it('is enabled only while the instance has no admin', () => {
    expect(view({})).toEqual({
      enabled: true,
      note: 'This site has no admin yet: the first account to claim admin access becomes its admin.',
    });
  });

  it('is disabled with the explanation once an admin exists', () => {
    expect(view({ state: someAdmin })).toEqual({
      enabled: false,
      note: 'An admin already exists. Ask an existing admin to grant you access.',
    });
  });

  it("says 'No user email found' for an account without an address", () => {
    expect(view({ email: null })).toEqual({ enabled: false, note: 'No user email found' });
    expect(view({ email: '' }).note).toBe('No user email found');
  });

  it('tells admins they already have access', () => {
    expect(view({ state: { hasAdmin: true, isAdmin: true } })).toEqual({
      enabled: false,
      note: 'You already have admin access.',
    });
    expect(view({ isAdmin: true, state: undefined }).enabled).toBe(false);
  });

  it('stays disabled while checking, and when the check failed', () => {
    expect(view({ state: undefined })).toEqual({
      enabled: false,
      note: 'Checking whether this site has an admin…',
    });
    expect(view({ state: undefined, failed: true })).toEqual({
      enabled: false,
      note: 'We could not check whether this site has an admin yet. Please try again.',
    });
  });
});

describe('admin_setup_state', () => {
  it('reads the two flags and refuses anything else', () => {
    expect(parseAdminSetupState({ has_admin: true, is_admin: false })).toEqual(someAdmin);
    expect(() => parseAdminSetupState({ has_admin: 'yes', is_admin: false })).toThrow();
    expect(() => parseAdminSetupState(null)).toThrow();
  });
});

describe('grant by email', () => {
  it('needs an address (part 2 §5) that looks like one', () => {
    expect(grantEmailProblem('')).toBe('Please enter an email address');
    expect(grantEmailProblem('   ')).toBe('Please enter an email address');
    expect(grantEmailProblem('not-an-email')).toBe('Please enter a valid email address.');
    expect(grantEmailProblem(' ada@example.com ')).toBeNull();
  });

  it('has the spec success message', () => {
    expect(ADMIN_SETUP_MESSAGES.granted('ada@example.com')).toBe(
      'Successfully granted admin access to ada@example.com',
    );
  });

  it('tells each failure apart', () => {
    expect(grantFailureMessage(new ApiError('Not found', 404))).toBe(
      'Failed to assign admin role. Make sure the user exists.',
    );
    expect(grantFailureMessage(new ApiError('Only admins can grant admin access.', 403))).toBe(
      'Only admins can grant admin access.',
    );
    expect(grantFailureMessage(new ApiError('email must be a valid email address', 400))).toBe(
      'Please enter a valid email address.',
    );
    expect(grantFailureMessage(new ApiError('boom', 500))).toBe(
      'Failed to assign admin role. Make sure the user exists.',
    );
    expect(grantFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to assign admin role. Check your connection and try again.',
    );
    expect(grantFailureMessage(new SessionRequiredError())).toBe(
      'Your session has ended. Please log in again.',
    );
  });
});

describe('refusals of claim and revoke', () => {
  it("show the database's own words", () => {
    expect(refusalMessage(new ApiError('The last admin cannot be removed.', 400), 'x')).toBe(
      'The last admin cannot be removed.',
    );
    expect(
      refusalMessage(
        new ApiError('An admin already exists. Ask an existing admin to grant you access.', 403),
        'x',
      ),
    ).toBe('An admin already exists. Ask an existing admin to grant you access.');
    expect(refusalMessage(new ApiError('boom', 500), 'Something went wrong.')).toBe(
      'Something went wrong.',
    );
    expect(refusalMessage(new TypeError('Failed to fetch'), 'Offline.')).toBe('Offline.');
  });
});

describe('becoming an admin', () => {
  it('points to Make Me Admin on a new site, else to an existing admin', () => {
    expect(howToBecomeAdmin(false)).toContain('press Make Me Admin');
    expect(howToBecomeAdmin(true)).toContain('ask an existing admin to grant you access');
    expect(howToBecomeAdmin(undefined)).toBe(howToBecomeAdmin(true));
  });
});

describe('list_admins rows', () => {
  it('keep a missing or blank name as none', () => {
    const row = { user_id: 'u1', email: 'a@b.co', full_name: '  ', granted_at: '2026-11-26' };
    expect(toAdminEntry(row)).toEqual({
      userId: 'u1',
      email: 'a@b.co',
      name: null,
      grantedAt: '2026-11-26',
    });
    expect(toAdminEntry({ ...row, full_name: 'Ada' }).name).toBe('Ada');
  });
});

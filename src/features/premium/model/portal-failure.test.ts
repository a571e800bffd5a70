import { describe, expect, it } from 'vitest';
import { ApiError, SessionRequiredError } from '@/lib/api/api-error';
import { portalFailure } from './portal-failure';

describe('Manage Subscription failures (part 2 §8)', () => {
  it('names each way opening the portal can fail', () => {
    expect(portalFailure(new SessionRequiredError())).toEqual({
      title: 'Authentication Required',
      description: 'Please sign in to manage your subscription',
    });
    expect(portalFailure(new ApiError('Sign in required', 401))).toMatchObject({
      title: 'Authentication Required',
    });
    expect(portalFailure(new ApiError('boom', 503))).toEqual({
      title: 'Service Error',
      description: 'Subscription management is temporarily unavailable. Please try again later.',
    });
    expect(portalFailure(new ApiError('No paid subscription to manage.', 404))).toEqual({
      title: 'Portal Error',
      description: 'No paid subscription to manage.',
    });
    expect(portalFailure(new ApiError('returnUrl must be an address under x', 400))).toEqual({
      title: 'Portal Error',
      description: 'Unable to open subscription management. Please try again or contact support.',
    });
    expect(portalFailure(new Error('Failed to create portal session'))).toEqual({
      title: 'Portal Error',
      description: 'Failed to create portal session',
    });
    expect(portalFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Error',
      description: 'Failed to open subscription management.',
    });
  });
});

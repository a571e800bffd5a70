import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';
import { describeRouteError } from './describe-route-error';

describe('describeRouteError', () => {
  it("shows an Error's message", () => {
    expect(describeRouteError(new Error('Failed to fetch dynamically imported module'))).toBe(
      'Failed to fetch dynamically imported module',
    );
  });

  it('shows the status and status text of a route error response', () => {
    expect(describeRouteError(new ErrorResponse(503, 'Service Unavailable', null))).toBe(
      '503 Service Unavailable',
    );
    expect(describeRouteError(new ErrorResponse(418, '', null))).toBe('418');
  });

  it('shows a thrown string and falls back for anything else', () => {
    expect(describeRouteError('Boom')).toBe('Boom');
    expect(describeRouteError(new Error(''))).toBe('Unknown error');
    expect(describeRouteError(undefined)).toBe('Unknown error');
    expect(describeRouteError({ weird: true })).toBe('Unknown error');
  });
});

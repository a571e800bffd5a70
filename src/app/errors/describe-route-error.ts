import { isRouteErrorResponse } from 'react-router-dom';

/** The line under 'Unexpected Application Error!': the error's message, or the response's status text. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return error.statusText ? `${error.status} ${error.statusText}` : String(error.status);
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

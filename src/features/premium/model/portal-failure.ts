import { ApiError, SessionRequiredError } from '@/lib/api/api-error';
import { PREMIUM_MESSAGES } from './messages';

/** Part 2 §8's portal messages: who failed decides which one the member reads. */
export function portalFailure(error: unknown): { title: string; description: string } {
  const M = PREMIUM_MESSAGES;
  if (error instanceof SessionRequiredError || (error instanceof ApiError && error.status === 401))
    return { title: M.portalAuthTitle, description: M.portalAuth };
  if (error instanceof ApiError && error.status >= 500)
    return { title: M.serviceErrorTitle, description: M.serviceError };
  // 404: no paid subscription (a free code); the server says so.
  if (error instanceof ApiError && error.status === 404)
    return { title: M.portalErrorTitle, description: error.message || M.portalCreateFailed };
  if (error instanceof ApiError) return { title: M.portalErrorTitle, description: M.portalError };
  if (error instanceof Error && error.message === M.portalCreateFailed)
    return { title: M.portalErrorTitle, description: M.portalCreateFailed };
  // Never reached the server (offline, a dropped connection).
  return { title: 'Error', description: M.portalFailed };
}

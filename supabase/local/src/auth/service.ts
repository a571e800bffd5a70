import type { LocalContext, Service } from '../context.ts';
import { json } from '../http/responses.ts';

// Placeholder until the Auth service lands.
export function createAuthService(_ctx: LocalContext): Service {
  return {
    prefix: '/auth/v1',
    requiresApiKey: () => false,
    handle: async () => json({ message: 'not implemented yet' }, 501),
  };
}

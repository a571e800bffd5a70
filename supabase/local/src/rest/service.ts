import type { LocalContext, Service } from '../context.ts';
import { json } from '../http/responses.ts';

// Placeholder until the Rest service lands.
export function createRestService(_ctx: LocalContext): Service {
  return {
    prefix: '/rest/v1',
    requiresApiKey: () => false,
    handle: async () => json({ message: 'not implemented yet' }, 501),
  };
}

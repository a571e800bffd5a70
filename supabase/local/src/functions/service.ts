import type { LocalContext, Service } from '../context.ts';
import { json } from '../http/responses.ts';

// Placeholder until the Functions service lands.
export function createFunctionsService(_ctx: LocalContext): Service {
  return {
    prefix: '/functions/v1',
    requiresApiKey: () => false,
    handle: async () => json({ message: 'not implemented yet' }, 501),
  };
}

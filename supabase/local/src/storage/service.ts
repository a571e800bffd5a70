import type { LocalContext, Service } from '../context.ts';
import { json } from '../http/responses.ts';

// Placeholder until the Storage service lands.
export function createStorageService(_ctx: LocalContext): Service {
  return {
    prefix: '/storage/v1',
    requiresApiKey: () => false,
    handle: async () => json({ message: 'not implemented yet' }, 501),
  };
}

import type { LocalContext, Service } from '../context.ts';
import { json } from '../http/responses.ts';

// Placeholder until the Checkout service lands.
export function createCheckoutService(_ctx: LocalContext): Service {
  return {
    prefix: '/_dev/checkout',
    requiresApiKey: () => false,
    handle: async () => json({ message: 'not implemented yet' }, 501),
  };
}

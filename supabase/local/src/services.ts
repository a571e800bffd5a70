import type { LocalContext, Service } from './context.ts';
import { createAuthService } from './auth/service.ts';
import { createCheckoutService } from './checkout/service.ts';
import { createFunctionsService } from './functions/service.ts';
import { createMailService } from './mail/service.ts';
import { createRestService } from './rest/service.ts';
import { createStorageService } from './storage/service.ts';

/** Every protocol supabase/local serves, by path prefix. */
export function createServices(ctx: LocalContext): Service[] {
  return [
    createRestService(ctx),
    createAuthService(ctx),
    createStorageService(ctx),
    createFunctionsService(ctx),
    createMailService(ctx),
    createCheckoutService(ctx),
  ];
}

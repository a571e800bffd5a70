import type { LocalContext, Service } from './context.ts';
import { createAuthService } from './auth/service.ts';
import { AUTH_BODY_LIMIT, FUNCTIONS_BODY_LIMIT, REST_BODY_LIMIT } from './body-limits.ts';
import { createCheckoutService } from './checkout/service.ts';
import { createFunctionsService } from './functions/service.ts';
import { createMailService } from './mail/service.ts';
import { createRestService } from './rest/service.ts';
import { createStorageService } from './storage/service.ts';

/**
 * Every protocol supabase/local serves, by path prefix, with the gateway's cap on request bodies
 * where the service reads them whole (body-limits.ts; Storage enforces its own upload limits).
 */
export function createServices(ctx: LocalContext): Service[] {
  return [
    { ...createRestService(ctx), bodyLimit: REST_BODY_LIMIT },
    { ...createAuthService(ctx), bodyLimit: AUTH_BODY_LIMIT },
    createStorageService(ctx),
    { ...createFunctionsService(ctx), bodyLimit: FUNCTIONS_BODY_LIMIT },
    createMailService(ctx),
    createCheckoutService(ctx),
  ];
}

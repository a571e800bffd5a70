import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { badRequest } from './errors.ts';

const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

/** GET /settings (internal/api/settings.go): email sign-in only; confirmation as configured. */
export function settings(ctx: LocalContext): Response {
  const external: Record<string, boolean> = { anonymous_users: false };
  for (const provider of OAUTH_PROVIDERS) external[provider] = false;
  external.email = true;
  external.phone = false;
  return json({
    external,
    disable_signup: false,
    mailer_autoconfirm: ctx.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: 'twilio',
    saml_enabled: false,
    passkeys_enabled: false,
  });
}

/** GET /health. */
export function health(): Response {
  return json({
    version: 'supabase-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

/** /authorize and /callback: no OAuth provider is enabled here, as /settings says. */
export function oauthUnavailable(): never {
  throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
}

import { readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import type { LocalConfig } from '../config.ts';

const securePasswordChanges = new Map<string, boolean>();

function readSecurePasswordChange(file: string): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  try {
    const email = (parseToml(text) as { auth?: { email?: { secure_password_change?: unknown } } })
      .auth?.email;
    return email?.secure_password_change === true;
  } catch (error) {
    console.warn(
      `supabase/local auth: ignoring secure_password_change, ${file} is not valid TOML:`,
      (error as Error).message,
    );
    return false;
  }
}

/**
 * `[auth.email] secure_password_change` of config.toml (the CLI's name for GoTrue's
 * SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION; false by default, as in the CLI): a password
 * change from a session older than 24 hours then needs the nonce GET /reauthenticate mails.
 * LocalConfig.securePasswordChange overrides the file (tests).
 */
export function securePasswordChange(config: LocalConfig): boolean {
  if (config.securePasswordChange !== undefined) return config.securePasswordChange;
  let value = securePasswordChanges.get(config.configToml);
  if (value === undefined) {
    value = readSecurePasswordChange(config.configToml);
    securePasswordChanges.set(config.configToml, value);
  }
  return value;
}

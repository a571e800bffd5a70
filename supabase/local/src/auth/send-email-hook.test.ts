import { describe, expect, it } from 'vitest';
import {
  verifyWebhook,
  webhookKeys,
  WebhookSignatureError,
} from '../../../functions/_shared/standard-webhooks.ts';
import { localHookSecret } from './hook-settings.ts';
import { signWebhook } from './send-email-hook.ts';

// The Standard Webhooks specification's example.
const SPEC = {
  secret: 'v1,whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

function headers(id: string, timestamp: number, signature: string): Headers {
  return new Headers({
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature,
  });
}

describe('Send Email hook signatures (Standard Webhooks)', () => {
  it("signs as the specification's example does", () => {
    expect(signWebhook(SPEC.secret, SPEC.id, SPEC.timestamp, SPEC.body)).toBe(SPEC.signature);
  });

  it("what supabase/local signs, the hook function's check accepts; a changed byte it refuses", async () => {
    const secret = localHookSecret('a-jwt-secret-that-is-long-enough-to-use');
    expect(secret).toMatch(/^v1,whsec_[A-Za-z0-9+/=]{32,88}$/);
    const now = Date.now();
    const timestamp = Math.floor(now / 1000);
    const body = JSON.stringify({ user: { id: 'u' }, email_data: { email_action_type: 'signup' } });
    // GoTrue joins one signature per secret with ", ".
    const signature = `v1,bm90LXRoaXMtb25l, ${signWebhook(secret, 'id-1', timestamp, body)}`;
    const keys = webhookKeys(`v1,whsec_b3RoZXIta2V5LW9mLWF0LWxlYXN0LTMyLWJ5dGVz|${secret}`);
    await expect(
      verifyWebhook(keys, headers('id-1', timestamp, signature), body, now),
    ).resolves.toBeUndefined();

    const refused = [
      () => verifyWebhook(keys, headers('id-1', timestamp, signature), `${body} `, now),
      () => verifyWebhook(keys, headers('id-2', timestamp, signature), body, now),
      () => verifyWebhook(keys, headers('id-1', timestamp, signature), body, now + 6 * 60 * 1000),
      () =>
        verifyWebhook(webhookKeys(SPEC.secret), headers('id-1', timestamp, signature), body, now),
      () => verifyWebhook(keys, new Headers(), body, now),
    ];
    for (const attempt of refused) await expect(attempt()).rejects.toThrow(WebhookSignatureError);
  });
});

import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** The body of POST /_dev/checkout/sessions: the subset of Stripe's parameters LaughLoop uses. */
const sessionInput = z.object({
  mode: z.enum(['payment', 'subscription']),
  amount_total: z.number().int().min(1).max(99_999_999),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO currency code')
    .transform((code) => code.toLowerCase()),
  description: z.string().trim().min(1).max(500),
  success_url: httpUrl,
  cancel_url: httpUrl,
  customer_email: z.email().nullish(),
  client_reference_id: z.string().min(1).max(200).nullish(),
  // Stripe's limits: 50 keys, keys up to 40 characters, values up to 500.
  metadata: z
    .record(z.string().min(1).max(40), z.string().max(500))
    .refine((record) => Object.keys(record).length <= 50, 'may hold at most 50 keys')
    .nullish(),
  // The billing period of a subscription (Stripe's price_data.recurring); monthly by default.
  recurring: z
    .object({
      interval: z.enum(['day', 'week', 'month', 'year']),
      interval_count: z.number().int().min(1).max(36).default(1),
    })
    .nullish(),
});

export type SessionInput = z.infer<typeof sessionInput>;

export type ParsedInput =
  { ok: true; input: SessionInput } | { ok: false; param: string; message: string };

export function parseSessionInput(body: unknown): ParsedInput {
  const result = sessionInput.safeParse(body);
  if (result.success) return { ok: true, input: result.data };
  const issue = result.error.issues[0];
  const param = issue?.path.map(String).join('.') ?? '';
  return {
    ok: false,
    param,
    message: param ? `${param}: ${issue?.message}` : (issue?.message ?? 'Invalid request'),
  };
}

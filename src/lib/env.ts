import { z } from 'zod';

const schema = z.object({
  VITE_SUPABASE_URL: z.url(),
  VITE_SUPABASE_ANON_KEY: z.string().min(20),
  VITE_SITE_URL: z.url().optional(),
});

const parsed = schema.safeParse(import.meta.env);

if (!parsed.success) {
  console.error('LaughLoop is missing its Supabase configuration (.env.local):', parsed.error.issues);
}

/** Build-time configuration. supabase/local writes .env.local at start; a hosted project sets these. */
export const env = {
  supabaseUrl: parsed.success ? parsed.data.VITE_SUPABASE_URL : 'http://127.0.0.1:54321',
  supabaseAnonKey: parsed.success ? parsed.data.VITE_SUPABASE_ANON_KEY : 'missing-anon-key-configure-env',
  /** Where email links and payment redirects send people back to (design decision 8). */
  siteUrl: (parsed.success && parsed.data.VITE_SITE_URL) || globalThis.location?.origin || '',
};

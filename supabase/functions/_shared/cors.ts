/**
 * CORS for edge functions. Supabase's gateway adds none to /functions/v1, so every response a
 * browser reads (errors included) carries these, and each function answers the preflight itself.
 */
export const corsHeaders: Readonly<Record<string, string>> = Object.freeze({
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
});

/** The answer to a CORS preflight, or null when the request is not one. */
export function preflight(req: Request): Response | null {
  if (req.method !== 'OPTIONS') return null;
  return new Response('ok', { headers: corsHeaders });
}

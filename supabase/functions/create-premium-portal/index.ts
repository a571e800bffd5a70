import { createPortalSession } from '../_shared/billing-portal.ts';
import { HttpError, jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { siteLink, siteRedirect } from '../_shared/site.ts';
import { adminClient, requireUser } from '../_shared/supabase.ts';

/** The caller's own Stripe customer: only a member who bought a subscription has one. */
async function customerOf(userId: string): Promise<string> {
  const { data, error } = await adminClient()
    .from('premium_subscribers')
    .select('stripe_customer_id')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`Reading the membership of ${userId} failed: ${error.message}`);
  if (!data?.stripe_customer_id) {
    throw new HttpError(
      404,
      'No paid subscription to manage. Free Premium codes end by themselves.',
    );
  }
  return data.stripe_customer_id;
}

/**
 * POST {returnUrl? (under SITE_URL; the dashboard by default)} with the user's bearer token.
 * Answers {url}: a billing portal session for the caller's own customer only, where the member
 * cancels, resumes or switches plans; the changes reach LaughLoop as signed webhook events.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    const returnUrl = siteRedirect(body, 'returnUrl', siteLink('/premium-dashboard'));
    const session = await createPortalSession(await customerOf(user.id), returnUrl);
    return jsonResponse({ url: session.url });
  }),
);

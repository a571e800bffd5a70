/** The id of a Stripe reference, which API responses give as an id or as the expanded object. */
export function stripeId(value: string | { id: string } | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : value.id;
}

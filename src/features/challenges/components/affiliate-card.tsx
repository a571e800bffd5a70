import { parseHttpUrl } from '@/lib/http-url';
import { BANNER_COPY } from '../model/banner-copy';
import type { Challenge } from '../model/challenge';

/**
 * The sponsor's product (affiliate_* columns). Drawn only with a real http(s) link: the database
 * checks it too, but a copy kept on the device is not trusted with a javascript: URL.
 */
export function AffiliateCard({ challenge }: { challenge: Challenge }) {
  const url = challenge.affiliateUrl ? parseHttpUrl(challenge.affiliateUrl) : null;
  const name = challenge.affiliateProductName;
  if (!url || !name) return null;
  const image = challenge.affiliateImageUrl ? parseHttpUrl(challenge.affiliateImageUrl) : null;
  return (
    <a
      href={url.href}
      target="_blank"
      rel="sponsored noopener"
      data-testid="challenge-affiliate"
      className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-3 hover:border-brand-soft"
    >
      {image && (
        <img
          src={image.href}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-lg object-cover"
        />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="text-xs uppercase tracking-wide text-ink-muted">
          {BANNER_COPY.sponsored}
        </span>
        <span className="truncate font-semibold">{name}</span>
        <span className="text-sm text-brand-soft">{BANNER_COPY.shopNow}</span>
      </span>
    </a>
  );
}

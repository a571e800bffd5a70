import { parseHttpUrl } from '@/lib/http-url';
import { BANNER_COPY } from '../model/banner-copy';
import type { Challenge } from '../model/challenge';

/**
 * The sponsor's product (affiliate_* columns). Drawn only with a real http(s) link: the database
 * checks it too, but a copy kept on the device is not trusted with a javascript: URL. It lies
 * over the banner's artwork, so a sponsor never changes the banner's height.
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
      className="absolute bottom-2 right-2 flex max-w-[75%] items-center gap-2 rounded-xl border border-line bg-surface-raised/95 p-1.5 pr-3 hover:border-brand-soft"
    >
      {image && (
        <img
          src={image.href}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded-lg object-cover"
        />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="text-[0.625rem] uppercase leading-3 tracking-wide text-ink-muted">
          {BANNER_COPY.sponsored}
        </span>
        <span className="truncate text-sm font-semibold leading-5">{name}</span>
        <span className="text-xs leading-4 text-brand-soft">{BANNER_COPY.shopNow}</span>
      </span>
    </a>
  );
}

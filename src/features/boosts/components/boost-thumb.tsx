import { useState } from 'react';

const FRAME = 'aspect-[9/16] h-16 shrink-0 rounded-lg';

/** A video's still beside its title in a picker, or a placeholder when it has none or it fails. */
export function BoostThumb({ url }: { url: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url)
    return (
      <span
        aria-hidden="true"
        data-placeholder="true"
        className={`${FRAME} grid place-items-center bg-gradient-to-br from-brand/40 to-surface-raised`}
      >
        😂
      </span>
    );
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(url)}
      className={`${FRAME} bg-stage object-cover`}
    />
  );
}

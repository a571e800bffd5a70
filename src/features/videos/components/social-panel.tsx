import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/toast-store';
import { useSocialConnections } from '../hooks/use-social-connections';
import {
  PLATFORM_NAMES,
  platformShareUrl,
  SHARE_DIALOG_CLOSE_MS,
  shareSelectionError,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
} from '../model/social-platforms';
import { scheduleSharePopups } from '../model/share-popups';
import { showShareSuccess } from '../stores/share-success-store';
import { VIDEO_MESSAGES } from '../model/messages';

function openPopup(platform: SocialPlatform, url: string, title: string): void {
  const popup = window.open(
    platformShareUrl(platform, url, title),
    '_blank',
    'width=600,height=560',
  );
  if (popup) popup.opener = null;
  else
    toast({
      title: VIDEO_MESSAGES.sharingFailed,
      description: `Your browser blocked the ${PLATFORM_NAMES[platform]} window.`,
      variant: 'destructive',
    });
}

/** Part 2 social-connection panel: connect accounts, pick several, share to all of them at once. */
export function SocialPanel({
  url,
  title,
  onSent,
  onShared,
}: {
  url: string;
  title: string;
  /** The share went out (the popups are opening). */
  onSent?(): void;
  /** Time to close the dialog. */
  onShared(): void;
}) {
  const { connections, connecting, connect, disconnect } = useSocialConnections();
  const [selected, setSelected] = useState<SocialPlatform[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const toggle = (platform: SocialPlatform, checked: boolean) => {
    if (checked && !connections[platform].isConnected) {
      setMessage(shareSelectionError([platform], connections));
      return;
    }
    setMessage(null);
    setSelected((current) =>
      checked ? [...current, platform] : current.filter((p) => p !== platform),
    );
  };

  const share = () => {
    const error = shareSelectionError(selected, connections);
    setMessage(error);
    if (error) return;
    // The popups (500 ms apart) outlive the dialog, which closes 2 s after sharing (part 2 §9).
    scheduleSharePopups(selected, (platform) => openPopup(platform, url, title));
    showShareSuccess(selected.map((platform) => PLATFORM_NAMES[platform]));
    onSent?.();
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(onShared, SHARE_DIALOG_CLOSE_MS);
  };

  return (
    <section
      aria-labelledby="social-heading"
      className="flex flex-col gap-2 border-t border-line pt-4"
    >
      <h3 id="social-heading" className="font-semibold">
        Share to your connected accounts
      </h3>
      <ul className="flex flex-col gap-1">
        {SOCIAL_PLATFORMS.map((platform) => {
          const connection = connections[platform];
          const name = PLATFORM_NAMES[platform];
          return (
            <li key={platform} className="flex min-h-11 items-center gap-2">
              <label className="flex flex-1 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand"
                  checked={selected.includes(platform)}
                  onChange={(event) => toggle(platform, event.currentTarget.checked)}
                />
                <span className="font-medium">{name}</span>
                {connection.isConnected && (
                  <span className="text-xs text-ink-muted">@{connection.username}</span>
                )}
              </label>
              {connection.isConnected ? (
                <button
                  type="button"
                  className="min-h-11 px-2 text-sm text-ink-muted hover:text-ink"
                  aria-label={`Disconnect ${name}`}
                  onClick={() => {
                    disconnect(platform);
                    setSelected((s) => s.filter((p) => p !== platform));
                  }}
                >
                  Disconnect
                </button>
              ) : (
                <button
                  type="button"
                  disabled={connecting !== null}
                  className="min-h-11 px-2 text-sm font-semibold text-brand-soft disabled:opacity-60"
                  aria-label={`Connect ${name}`}
                  onClick={() => connect(platform)}
                >
                  {connecting === platform ? 'Connecting…' : 'Connect'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
      <button
        type="button"
        onClick={share}
        className="min-h-11 rounded-xl bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
      >
        Share to selected
      </button>
    </section>
  );
}

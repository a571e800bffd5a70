import { useCallback, useEffect, useRef, useState } from 'react';
import {
  disconnected,
  parseConnections,
  randomUsername,
  serializeConnections,
  SIMULATED_CONNECT_MS,
  SOCIAL_STORAGE_KEY,
  type SocialConnections,
  type SocialPlatform,
} from '../model/social-platforms';

function read(): SocialConnections {
  try {
    return parseConnections(localStorage.getItem(SOCIAL_STORAGE_KEY));
  } catch {
    return parseConnections(null);
  }
}

function write(connections: SocialConnections): void {
  try {
    localStorage.setItem(SOCIAL_STORAGE_KEY, serializeConnections(connections));
  } catch {
    // Storage blocked: connections last until the page closes.
  }
}

/**
 * The nine social connections kept in local storage. Connecting is simulated (part 2 §4): after
 * 2 seconds the platform is connected with a random username; Disconnect undoes it at once.
 */
export function useSocialConnections() {
  const [connections, setConnections] = useState<SocialConnections>(read);
  const [connecting, setConnecting] = useState<SocialPlatform | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (platform: SocialPlatform, next: SocialConnections[SocialPlatform]) => {
      setConnections((current) => {
        const updated = { ...current, [platform]: next };
        write(updated);
        return updated;
      });
    },
    [],
  );

  const connect = useCallback(
    (platform: SocialPlatform) => {
      setConnecting(platform);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        update(platform, {
          platform,
          isConnected: true,
          username: randomUsername(platform),
          lastLogin: new Date().toISOString(),
        });
        setConnecting(null);
      }, SIMULATED_CONNECT_MS);
    },
    [update],
  );

  const disconnect = useCallback(
    (platform: SocialPlatform) => update(platform, disconnected(platform)),
    [update],
  );

  return { connections, connecting, connect, disconnect };
}

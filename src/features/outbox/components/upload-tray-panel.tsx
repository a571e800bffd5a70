import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { useOnlineStatus } from '@/lib/online-status';
import { listItemsNewestFirst } from '../data/outbox-repo';
import { readWifiOnly } from '../data/wifi-only';
import { useConnectionType } from '../hooks/use-connection-type';
import { useLiveQuery } from '@/lib/use-live-query';
import { useNow } from '../hooks/use-now';
import { waitsForWifi } from '../model/connection';
import { groupTray } from '../model/tray-groups';
import { trayState } from '../model/tray-state';
import { loadEngine } from '../port/load-engine';
import { TrayItem } from './tray-item';
import { WaitingActions } from './waiting-actions';
import { WifiOnlyToggle } from './wifi-only-toggle';

function act(task: (engine: Awaited<ReturnType<typeof loadEngine>>) => Promise<void>): void {
  loadEngine()
    .then(task)
    .catch((error: unknown) => console.error('Outbox action failed', error));
}

/** Everything queued, running, finished or failed, with Retry, Cancel and the Wi-Fi only setting. */
export default function UploadTrayPanel() {
  const rows = useLiveQuery(listItemsNewestFirst, 'outbox-tray');
  const [wifiOnly, setWifiOnly] = useState(false);
  const online = useOnlineStatus();
  const connectionType = useConnectionType();
  const now = useNow();

  useEffect(() => {
    // Opening the tray also starts the engine, so items left from an earlier visit move.
    act(async (engine) => void engine.requestDrain());
    readWifiOnly().then(setWifiOnly, () => undefined);
  }, []);

  const changeWifiOnly = (value: boolean) => {
    setWifiOnly(value);
    act((engine) => engine.setWifiOnly(value));
  };

  const { uploads, actions } = groupTray(rows ?? []);
  const hasDone = uploads.some((row) => row.status === 'done');
  return (
    <div className="flex flex-col gap-3">
      <WifiOnlyToggle
        checked={wifiOnly}
        onChange={changeWifiOnly}
        connectionKnown={connectionType !== undefined}
      />
      {rows === undefined ? (
        <p role="status">Loading uploads…</p>
      ) : uploads.length === 0 ? (
        <p className="text-ink-muted">Nothing is waiting to upload.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Upload queue">
          {uploads.map((row) => (
            <TrayItem
              key={row.id}
              row={row}
              state={trayState(row, {
                online,
                now,
                waitsForWifi: waitsForWifi(wifiOnly, row.bytesTotal, connectionType),
              })}
              onRetry={() => act((engine) => engine.retry(row.id))}
              onCancel={() => act((engine) => engine.cancel(row.id))}
            />
          ))}
        </ul>
      )}
      <WaitingActions
        rows={actions}
        onRetry={(id) => act((engine) => engine.retry(id))}
        onCancel={(id) => act((engine) => engine.cancel(id))}
      />
      {hasDone && (
        <Button variant="ghost" onClick={() => act((engine) => engine.clearDone())}>
          Clear finished
        </Button>
      )}
    </div>
  );
}

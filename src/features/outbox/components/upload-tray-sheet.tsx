import { Sheet } from '@/components/sheet';
import UploadTrayPanel from './upload-tray-panel';

/** The open tray: the list of queued items in a sheet. */
export default function UploadTraySheet({ onClose }: { onClose(): void }) {
  return (
    <Sheet open onClose={onClose} title="Uploads">
      <UploadTrayPanel />
    </Sheet>
  );
}

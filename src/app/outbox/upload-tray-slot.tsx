import { UploadTray } from '@/features/outbox/components/upload-tray';
import { UploadSuccessCard } from '@/features/submit/components/upload-success-card';

/** The header's upload slot: the outbox tray and the submit feature's upload-success card. */
export function UploadTraySlot() {
  return (
    <>
      <UploadTray />
      <UploadSuccessCard />
    </>
  );
}

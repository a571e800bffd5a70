import { lazy, Suspense } from 'react';
import { UploadTray } from '@/features/outbox/components/upload-tray';
import { useUploadSuccess } from '@/features/submit/model/upload-success';

// The card's code loads when an upload has succeeded, not with the first screen.
const UploadSuccessCard = lazy(() =>
  import('@/features/submit/components/upload-success-card').then((module) => ({
    default: module.UploadSuccessCard,
  })),
);

/** The header's upload slot: the outbox tray and the submit feature's upload-success card. */
export function UploadTraySlot() {
  const card = useUploadSuccess((state) => state.card);
  return (
    <>
      <UploadTray />
      {card && (
        <Suspense fallback={null}>
          <UploadSuccessCard />
        </Suspense>
      )}
    </>
  );
}

import { lazy, Suspense } from 'react';
import { UploadTray } from '@/features/outbox';
import { useUploadSuccess, loadUploadSuccessCard } from '@/features/submit';

// The card's code loads when an upload has succeeded, not with the first screen.
const UploadSuccessCard = lazy(() =>
  loadUploadSuccessCard().then((module) => ({
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

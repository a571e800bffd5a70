import { toast } from '@/components/toast-store';

/** Said the moment a submission is safely queued on the device. */
export function announceQueued(): void {
  toast({
    title: 'Video queued',
    description: navigator.onLine
      ? 'Uploading now. Follow it in the uploads tray.'
      : "You're offline: it will upload when you're back online.",
    variant: 'success',
  });
}

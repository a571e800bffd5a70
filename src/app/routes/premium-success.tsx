import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Premium Confirmation"
      lead="Premium purchases are not available yet, so there is nothing to confirm."
    />
  );
}

import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Order Video Boost"
      lead="Ordering a boost arrives together with payments. No orders can be placed yet."
    />
  );
}

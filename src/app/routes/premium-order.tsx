import { PremiumOrderPage } from '@/features/premium/components/premium-order-page';

export function Component() {
  return <PremiumOrderPage />;
}

import { PremiumOrderPage } from '@/features/premium';

export function Component() {
  return <PremiumOrderPage />;
}

import { PremiumGroupPage } from '@/features/premium/components/premium-group-page';

export function Component() {
  return <PremiumGroupPage />;
}

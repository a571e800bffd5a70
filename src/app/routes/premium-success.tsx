import { PremiumSuccess } from '@/features/premium/components/premium-success';

export function Component() {
  return <PremiumSuccess />;
}

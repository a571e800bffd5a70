import { PremiumSuccess } from '@/features/premium';

export function Component() {
  return <PremiumSuccess />;
}

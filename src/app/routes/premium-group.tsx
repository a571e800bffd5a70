import { PremiumGroupPage } from '@/features/premium';

export function Component() {
  return <PremiumGroupPage />;
}

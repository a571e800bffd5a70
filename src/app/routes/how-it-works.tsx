import { HowItWorksPage } from '@/features/guide';

export function Component() {
  return <HowItWorksPage />;
}

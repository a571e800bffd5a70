import { HowItWorksPage } from '@/features/guide/components/how-it-works-page';

export function Component() {
  return <HowItWorksPage />;
}

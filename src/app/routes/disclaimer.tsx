import { disclaimer } from '@/features/static-pages/content/disclaimer';
import { LegalPage } from '@/features/static-pages/components/legal-page';

export function Component() {
  return <LegalPage document={disclaimer} />;
}

import { termsOfUse } from '@/features/static-pages/content/terms-of-use';
import { LegalPage } from '@/features/static-pages/components/legal-page';

export function Component() {
  return <LegalPage document={termsOfUse} />;
}

import { contestTerms } from '@/features/static-pages/content/contest-terms';
import { LegalPage } from '@/features/static-pages/components/legal-page';

export function Component() {
  return <LegalPage document={contestTerms} />;
}

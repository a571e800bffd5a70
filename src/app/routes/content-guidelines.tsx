import { contentGuidelines } from '@/features/static-pages/content/content-guidelines';
import { LegalPage } from '@/features/static-pages/components/legal-page';

export function Component() {
  return <LegalPage document={contentGuidelines} />;
}

import { privacyPolicy } from '@/features/static-pages/content/privacy-policy';
import { LegalPage } from '@/features/static-pages/components/legal-page';

export function Component() {
  return <LegalPage document={privacyPolicy} />;
}

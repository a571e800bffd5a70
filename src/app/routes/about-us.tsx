import { aboutUs } from '@/features/static-pages/content/about-us';
import { LegalPage } from '@/features/static-pages/components/legal-page';

export function Component() {
  return <LegalPage document={aboutUs} />;
}

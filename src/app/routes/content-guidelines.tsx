import { contentGuidelines, LegalPage } from '@/features/static-pages';

export function Component() {
  return <LegalPage document={contentGuidelines} />;
}

import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Admin Setup"
      lead="Admin setup and the music library need accounts, which arrive first."
    />
  );
}

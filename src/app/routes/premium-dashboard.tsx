import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Premium Dashboard"
      lead="Your Premium dashboard opens once accounts and Premium membership are available."
    />
  );
}

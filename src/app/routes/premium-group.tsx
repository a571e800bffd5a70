import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Premium Community"
      lead="The members-only community feed opens once Premium membership is available."
    />
  );
}

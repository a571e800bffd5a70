import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="How It Works"
      lead="The step-by-step guide to recording, challenges, boosts and Premium earnings is being written and arrives with those features."
    />
  );
}

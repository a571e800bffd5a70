import { Page } from '@/components/page';
import { CodeRedemptionBox } from '@/features/premium/components/code-redemption-box';

export function Component() {
  return (
    <Page
      title="Premium Membership"
      lead="Premium plans open together with payments. Nothing can be bought yet. A free Premium code works today."
    >
      <CodeRedemptionBox />
    </Page>
  );
}

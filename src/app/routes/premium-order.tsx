import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Premium Membership"
      lead="Premium plans and free-code redemption arrive together with accounts and payments. Nothing can be bought yet."
    />
  );
}

import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Affiliate Program"
      lead="The affiliate program — 20% commission on boost plans and Premium memberships bought through your link — opens together with accounts and payments."
    />
  );
}

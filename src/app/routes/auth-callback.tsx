import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Password Reset"
      lead="Password-reset links will be handled here once accounts are available."
    />
  );
}

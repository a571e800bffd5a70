import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Sign In"
      lead="Sign-in arrives with accounts. Until then every public page is open to browse without one."
    />
  );
}

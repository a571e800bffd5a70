import { AffiliatePage } from '@/features/affiliate/components/affiliate-page';

export function Component() {
  return <AffiliatePage />;
}

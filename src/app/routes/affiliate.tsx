import { AffiliatePage } from '@/features/affiliate';

export function Component() {
  return <AffiliatePage />;
}

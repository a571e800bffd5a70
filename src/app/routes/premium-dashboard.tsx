import { PremiumDashboardPage } from '@/app/premium/premium-dashboard-page';

export function Component() {
  return <PremiumDashboardPage />;
}

import { AdminSetupPage } from '../admin/admin-setup-page';

export function Component() {
  return <AdminSetupPage />;
}

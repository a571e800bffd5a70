import { SignInPage } from '@/features/auth';

export function Component() {
  return <SignInPage />;
}

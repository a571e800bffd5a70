import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAdminSession } from '../hooks/use-admin-session';

/**
 * The account menu's 'Admin' entry, shown to admins only. It loads (and checks the role, at most
 * every 30 s) when the menu is opened, so the first screen carries none of it.
 */
export default function AdminMenuLink() {
  const { status, verify } = useAdminSession();
  useEffect(() => {
    void verify();
  }, [verify]);
  if (status !== 'admin' && status !== 'expired') return null;
  return (
    <Link
      to="/admin-setup"
      className="mt-3 flex min-h-11 w-full items-center justify-center rounded-xl border border-line font-semibold hover:border-brand-soft"
    >
      Admin
    </Link>
  );
}

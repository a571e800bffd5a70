import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { AdminCard } from './admin-card';

/** Part 2 §5 Admin Setup, signed out: 'Authentication Required' with a Log In link to /auth. */
export function AuthenticationRequired() {
  return (
    <AdminCard
      title="Authentication Required"
      lead="Please log in to set up admin access or to use the admin tools."
    >
      <Link to="/auth" className={buttonClasses('primary', 'self-start')}>
        Log In
      </Link>
    </AdminCard>
  );
}

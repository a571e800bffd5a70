import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { Page } from '@/components/page';

/** Any path outside the route table (spec: not-found page with a link home; the path is logged). */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn('404: page not found', pathname);
  }, [pathname]);

  return (
    <Page
      title="Page not found"
      lead="We couldn't find the page you were looking for. It may have moved, or the link may be mistyped."
    >
      <p>
        <Link to="/" className={buttonClasses('primary', 'self-start')}>
          Back to Home
        </Link>
      </p>
    </Page>
  );
}

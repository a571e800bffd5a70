import { Link, useRouteError } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { describeRouteError } from './describe-route-error';

/** Shown when a route fails to load or render (the route's errorElement). */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <section role="alert" className="flex flex-col gap-3 py-6">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="break-words rounded-xl border border-line bg-surface p-3 font-mono text-sm">
        {describeRouteError(error)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link to="/" reloadDocument className={buttonClasses('secondary')}>
          Go to Home
        </Link>
      </div>
    </section>
  );
}

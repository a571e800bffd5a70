import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Boost Confirmation"
      lead="Boosts cannot be bought yet, so there is nothing to confirm."
    >
      <p>
        <Link to="/" className={buttonClasses('primary')}>
          Back to Videos
        </Link>
      </p>
    </Page>
  );
}

import { Link } from 'react-router-dom';
import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Submit Video"
      lead="Recording in the browser, uploading a file and pasting a video link are being built; nothing can be submitted yet."
    >
      <p>
        While you plan your video, read the{' '}
        <Link to="/content-guidelines" className="text-brand-soft underline underline-offset-2">
          Content Guidelines
        </Link>{' '}
        and the{' '}
        <Link to="/contest-terms" className="text-brand-soft underline underline-offset-2">
          Contest Terms
        </Link>
        .
      </p>
    </Page>
  );
}

import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="My Videos"
      lead="Managing your own videos needs accounts and the video catalogue, which are still being built."
    />
  );
}

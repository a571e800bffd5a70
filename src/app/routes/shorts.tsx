import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Trending Shorts"
      lead="The Shorts feed arrives with the video catalogue, which is still being built. Nothing to watch here yet."
    />
  );
}

import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Latest Videos"
      lead="The latest community videos will be listed here once the video catalogue is connected."
    />
  );
}

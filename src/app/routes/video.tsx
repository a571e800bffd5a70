import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Shared Video"
      lead="Shared videos will open here once the video catalogue is connected."
    />
  );
}

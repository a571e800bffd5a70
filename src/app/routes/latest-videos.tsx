export { LatestVideosPage as Component } from '@/features/videos/components/latest-videos-page';

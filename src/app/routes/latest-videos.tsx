export { LatestVideosPage as Component } from '@/features/videos/components/latest-videos-page';
export { warmVideoScreens as warmOffline } from '@/features/videos/warm-offline';

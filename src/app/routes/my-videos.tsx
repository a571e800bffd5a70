export { MyVideosPage as Component } from '@/features/videos/components/my-videos-page';
export { warmVideoScreens as warmOffline } from '@/features/videos/warm-offline';

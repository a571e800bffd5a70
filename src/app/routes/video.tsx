export { VideoPage as Component } from '@/features/videos/components/video-page';
export { warmVideoScreens as warmOffline } from '@/features/videos/warm-offline';

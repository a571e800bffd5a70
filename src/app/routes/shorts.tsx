export { ShortsPage as Component } from '@/features/videos/components/shorts-page';
export { warmVideoScreens as warmOffline } from '@/features/videos/warm-offline';

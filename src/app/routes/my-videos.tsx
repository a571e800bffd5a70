export { MyVideosPage as Component } from '@/features/videos/components/my-videos-page';

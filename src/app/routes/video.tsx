export { VideoPage as Component } from '@/features/videos/components/video-page';

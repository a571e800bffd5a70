export { LatestVideosPage as Component } from '@/features/videos';

export { MyVideosPage as Component } from '@/features/videos';

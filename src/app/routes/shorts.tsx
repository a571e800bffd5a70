export { ShortsPage as Component } from '@/features/videos/components/shorts-page';

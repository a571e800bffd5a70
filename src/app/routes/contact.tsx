export { ContactPage as Component } from '@/features/static-pages';

export { NotFoundPage as Component } from '../errors/not-found-page';

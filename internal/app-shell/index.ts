export { RouterRoot } from './router-root';
export { BrandLink, SkipLink } from './frame-links';

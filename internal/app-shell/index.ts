export { RouterRoot } from './router-root';

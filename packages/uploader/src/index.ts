export { formatFileSize } from './format.js';

export { resolveApiBase, type ApiBaseOptions } from './api-base.js';

export { toTabValue } from './tab-value.js';

export { getInitials } from './initials.js';

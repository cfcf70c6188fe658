export * from './common.js';
export * from './users.js';
export * from './mfa.js';
export * from './requests.js';
export * from './surveys.js';
export * from './uploads.js';
export * from './concierge.js';
export * from './notifications.js';

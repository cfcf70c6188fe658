export { resolveApiBase, type ApiBaseOptions } from './api-base.js';
export * from './constants.js';
export * from './schemas/index.js';
export { contract, type Access, type Contract, type Endpoint, type EndpointName } from './contract.js';

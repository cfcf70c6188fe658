// Every texts module of this package, for an app's catalog test to register them all (each registers itself
// when imported: internal/app-locale/README.md). Screens import the module they use, never this one.
export { FRESH_PROOF_TEXTS } from './fresh-proof-texts';
export { ACCOUNT_PASSKEY_TEXTS } from './passkey-texts';
export { FACTOR_TEXTS } from './factor-texts';
export { AUTHENTICATOR_APP_TEXTS } from './authenticator-app-texts';
export { DATA_EXPORT_TEXTS } from './data-exports-texts';

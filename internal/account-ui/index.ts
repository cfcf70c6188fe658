// Nothing here on purpose: the apps import each screen from its own entry (`@concierge/account-ui/fresh-proof`,
// …, see package.json `exports` and README.md), so a lazy route's screen stays in that route's chunk.
export {};

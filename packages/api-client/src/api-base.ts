/** Options for {@link resolveApiBase}. */
export interface ApiBaseOptions {
  /** The page's origin, e.g. `window.location.origin`. */
  origin: string;
  /** The product's own production origins; only these talk to the production API. */
  productionOrigins: readonly string[];
  /** The production API base, e.g. `https://api.example.com`. */
  productionApiBase: string;
  /** Where every other origin goes ("a local server"). */
  localApiBase: string;
  /**
   * Told when falling back, once per page for each origin and local API (later calls that fall back the same
   * way stay quiet); defaults to `console.warn`.
   */
  warn?: ((message: string) => void) | undefined;
}

// The fallbacks already reported, by their message: an app that resolves the base on every request (or in a
// component that renders often) would otherwise repeat the same warning on each call.
const warned = new Set<string>();

/** Picks the API base for a page origin: production only on the product's own origins. */
export function resolveApiBase(options: ApiBaseOptions): string {
  const origin = normalizeOrigin(options.origin);
  // An unreadable origin (a sandboxed frame's "null") never matches, even a mistyped entry of the list.
  if (origin && options.productionOrigins.some((allowed) => normalizeOrigin(allowed) === origin)) {
    return options.productionApiBase;
  }
  const message = `Concierge: ${origin || 'this origin'} is not a production origin; using the local API at ${options.localApiBase}.`;
  if (!warned.has(message)) {
    warned.add(message);
    (options.warn ?? console.warn)(message);
  }
  return options.localApiBase;
}

/** `scheme://host[:port]`, lowercased and without a default port or path; '' when not an http(s) URL. */
function normalizeOrigin(value: string): string {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
  } catch {
    return '';
  }
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * First in a signed-in page's tab order: a link past the header to the page's `<main id="main">`, shown only
 * while it has focus (app-shell.css).
 */
export function SkipLink({ children }: { children: ReactNode }) {
  return (
    <a className="skip-link" href="#main">
      {children}
    </a>
  );
}

/** The app's name at the start of its header, linking to the app's home page. */
export function BrandLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="brand" to={to}>
      {children}
    </Link>
  );
}

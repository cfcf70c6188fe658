import type { ReactNode } from 'react';

// Stand-in for the kit's Badge (issue 10; the kit helper is adding it to @concierge/ui), with the same
// props. Removed once the kit exports it: only waiting-on-you.tsx imports this file.

export type BadgeTone = 'neutral' | 'attention' | 'success';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}

import { NotFoundContent } from '../../features/not-found/not-found-content';

/** Any path no route matches (spec §2). */
export function NotFoundPage() {
  return <NotFoundContent />;
}

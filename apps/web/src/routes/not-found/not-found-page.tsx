import { NotFoundContent } from '../../features/not-found/not-found-content';

/** Any path no route matches (docs/screens.md#routes). */
export function NotFoundPage() {
  return <NotFoundContent />;
}

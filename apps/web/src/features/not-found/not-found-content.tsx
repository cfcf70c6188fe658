import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { usePageTitle } from '../page-title/use-page-title';

/** The not-found page's content; also shown by the error boundary for a 404 from a loader. */
export function NotFoundContent() {
  usePageTitle('Page not found');
  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to={paths.root}>Go to the start page</Link>
      </p>
    </main>
  );
}

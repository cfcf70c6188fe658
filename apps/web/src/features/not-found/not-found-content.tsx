import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { SHELL_TEXTS } from '../../app/shell-texts';
import { usePageTitle } from '../page-title/use-page-title';

const T = SHELL_TEXTS.notFound;

/** The not-found page's content; also shown by the error boundary for a 404 from a loader. */
export function NotFoundContent() {
  usePageTitle(T.title);
  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{T.body}</p>
      <p>
        <Link to={paths.root}>{T.home}</Link>
      </p>
    </main>
  );
}

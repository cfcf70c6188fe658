import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';

const T = TEXTS.partner;

/** A partner route whose address is not configured: say so instead of sending the browser nowhere. */
export function PartnerUnavailablePage() {
  usePageTitle(T.pageTitle);
  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{T.body}</p>
      <p>
        <RouterLink to={paths.root}>{T.home}</RouterLink>
      </p>
    </main>
  );
}

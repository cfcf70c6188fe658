import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { usePageTitle } from '../../features/page-title/use-page-title';

/** A partner route whose address is not configured: say so instead of sending the browser nowhere. */
export function PartnerUnavailablePage() {
  usePageTitle('Offer not available');
  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>This offer is not available right now</h1>
      <p>We could not open the partner&rsquo;s sign-up page. Please try again later.</p>
      <p>
        <RouterLink to={paths.root}>Go to the start page</RouterLink>
      </p>
    </main>
  );
}

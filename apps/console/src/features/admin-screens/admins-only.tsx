import { Alert } from '@concierge/ui';

/**
 * What a member of the team who is not an admin meets on an admins' page (the API refuses them too):
 * the page's own heading and why there is nothing else, in the page's words.
 */
export function AdminsOnlyPage({
  title,
  notice,
  className,
}: {
  title: string;
  notice: string;
  className: string;
}) {
  return (
    <main id="main" className={`cui-page ${className}`}>
      <h1 tabIndex={-1}>{title}</h1>
      <Alert>{notice}</Alert>
    </main>
  );
}

import { Outlet } from 'react-router';
import { APP_NAME } from '../page-title/use-page-title';

/** Sign-in, sign-up, password, unlock and MFA pages: one narrow column under the brand. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <p className="brand">{APP_NAME}</p>
      </header>
      <Outlet />
    </div>
  );
}

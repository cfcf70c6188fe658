import { Outlet } from 'react-router';
import { SHELL_TEXTS as T } from '../../app/shell-texts';

/** Sign-in, sign-up, password, unlock and MFA pages: one narrow column under the brand. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <p className="brand">{T.appName}</p>
      </header>
      <Outlet />
    </div>
  );
}

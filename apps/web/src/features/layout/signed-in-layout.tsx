import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useAccountLocale } from '@concierge/app-locale';
import { BrandLink, SkipLink } from '@concierge/app-shell';
import { useAuth, useReloadOnRepeatNavigation } from '@concierge/auth';
import { Button, Drawer } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { paths } from '../../app/paths';
import { SHELL_TEXTS } from '../../app/shell-texts';
import { LAYOUT_TEXTS as T } from './layout-texts';
import { useSignOut } from './use-sign-out';

const NAV = [
  { to: paths.dashboard, text: 'dashboard', end: true },
  { to: paths.requests, text: 'requests', end: false },
  { to: paths.account, text: 'account', end: true },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="app-nav__list">
      {NAV.map((item) => (
        <li key={item.to}>
          <NavLink className="app-nav__link" to={item.to} end={item.end} onClick={onNavigate}>
            {T.nav[item.text]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

// The console's sign-out button is @concierge/account-ui's (sign-out-button.tsx); this one stays here, in
// /dashboard's first load (bench/: the first-load budget).
function SignOutButton() {
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={signingOut}
      loadingLabel={T.signingOut}
      onClick={() => {
        setSigningOut(true);
        void signOut().finally(() => setSigningOut(false));
      }}
    >
      {T.signOut}
    </Button>
  );
}

/**
 * Every page behind sign-in: a header with navigation and the account, then the page. Wide screens show
 * the links inline; narrow ones (down to 320 px) move links and sign-out into a nav drawer.
 */
export function SignedInLayout() {
  const { user, isAuthenticated } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  // A click on the link of the page on screen reloads its data, so an ended session goes to sign-in.
  useReloadOnRepeatNavigation(useLocation());
  // The account's language wins over this browser's when set: saved from /account.
  useAccountLocale(user?.locale);

  // Signed out under our feet (a 401, or another tab): the flow is already on its way to sign-in. Leaving
  // the page mounted would refetch its queries without a token, and their 401s would overwrite the saved
  // return path with wherever the browser is by then.
  if (!isAuthenticated) return <PageLoading />;

  return (
    <div className="signed-in-layout">
      <SkipLink>{T.skipLink}</SkipLink>
      <header className="app-header">
        <BrandLink to={paths.dashboard}>{SHELL_TEXTS.appName}</BrandLink>
        <nav className="app-nav app-header__wide" aria-label={T.mainNav}>
          <NavLinks />
        </nav>
        <div className="app-header__account">
          {user ? (
            <span className="avatar" aria-hidden="true">
              {user.initials}
            </span>
          ) : null}
          <span className="app-header__name app-header__wide">{user?.full_name ?? ''}</span>
          <span className="app-header__wide">
            <SignOutButton />
          </span>
          <span className="app-header__narrow">
            <Drawer
              title={T.menu}
              variant="nav"
              position="left"
              dismissible
              open={menuOpen}
              onOpenChange={setMenuOpen}
              trigger={<Button variant="secondary">{T.menu}</Button>}
            >
              <NavLinks onNavigate={() => setMenuOpen(false)} />
              <div className="app-nav__account">
                <p>{user?.full_name ?? ''}</p>
                <SignOutButton />
              </div>
            </Drawer>
          </span>
        </div>
      </header>
      <Outlet />
    </div>
  );
}

// Route guards: who must log in first, who may not see a page, and where "/" leads.
import { canVisit, homePath } from '@brickyard/core/rules/access';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../api/session.ts';
import { NotAllowedPage } from '../features/errors/NotAllowedPage.tsx';
import { CenteredLoader } from '../ui/CenteredLoader.tsx';

/** Not logged in → /login?next=<path>; logged in but not allowed → the not-allowed page. */
export function RequireUser() {
  const { status, user, loggedOut } = useSession();
  const location = useLocation();
  if (status === 'loading') return <CenteredLoader />;
  if (!user) {
    // Someone who just logged out chose to leave; sending them back here after the next login would surprise.
    if (loggedOut) return <Navigate to="/login" replace />;
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!canVisit(user, location.pathname)) return <NotAllowedPage />;
  return <Outlet />;
}

/** "/" leads to the first page the user's roles may see, or to the login page. */
export function HomeRedirect() {
  const { status, user } = useSession();
  if (status === 'loading') return <CenteredLoader />;
  return <Navigate to={user ? homePath(user) : '/login'} replace />;
}

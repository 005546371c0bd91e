// The frame around every page: navbar, the teachers' contact banner, the page, the session-expired modal.
import { AppShell, Container } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../api/session.ts';
import { changeLocale } from '../i18n/index.ts';
import { ContactBanner } from './ContactBanner.tsx';
import { MobileMenu, Navbar } from './Navbar.tsx';

// Needed only when a session expires or a password must be changed: loaded then, not with every page.
const NewPasswordModal = lazy(() =>
  import('./NewPasswordModal.tsx').then((m) => ({ default: m.NewPasswordModal })),
);
const SessionExpiredModal = lazy(() =>
  import('./SessionExpiredModal.tsx').then((m) => ({ default: m.SessionExpiredModal })),
);

/** Below this width the navbar links move into a menu opened by a burger button. */
export const MOBILE_QUERY = '(max-width: 61.99em)';

export function AppLayout() {
  const { t } = useTranslation();
  const { user, expired } = useSession();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [menuOpened, menu] = useDisclosure(false);
  const showMenu = !!user && isMobile && menuOpened;

  // On login (or a restored session) the page follows the locale the user chose last time.
  const userLocale = user?.locale;
  useEffect(() => {
    if (userLocale) void changeLocale(userLocale);
  }, [userLocale]);

  // Escape closes the mobile menu, as it closes any other panel, and gives the focus back to the burger.
  const burgerRef = useRef<HTMLButtonElement>(null);
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !showMenu) return;
    menu.close();
    burgerRef.current?.focus();
  });

  // A link followed from the mobile menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, which pathname stands for
  useEffect(() => {
    menu.close();
  }, [pathname]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !showMenu, desktop: true } }}
      padding="md"
    >
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <Navbar
          isMobile={!!isMobile}
          menuOpened={showMenu}
          onToggleMenu={menu.toggle}
          burgerRef={burgerRef}
        />
      </AppShell.Header>
      {showMenu && user && (
        <AppShell.Navbar p="md" aria-label={t('nav.main')}>
          <MobileMenu user={user} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main" tabIndex={-1}>
        <Container size="lg" px={0}>
          <ContactBanner />
          <Outlet />
        </Container>
      </AppShell.Main>
      <Suspense fallback={null}>
        {expired && <SessionExpiredModal />}
        {user?.resetPassword && <NewPasswordModal />}
      </Suspense>
    </AppShell>
  );
}

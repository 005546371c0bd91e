// The navbar (spec §2): brand link home, links by role, locale, the user's name and Logout;
// a "Log in" popover for visitors. Narrow screens get the same links in a menu.

import type { User } from '@brickyard/core';
import { fullName } from '@brickyard/core/basics';
import {
  CLASSES_PATH,
  canListCommunityUsers,
  hasOwnProjects,
  homePath,
  LEARN_PATH,
  LIBRARY_PATH,
  learnHomeLink,
} from '@brickyard/core/rules/access';
import { hasAuthoringRole, hasRole, isAdmin } from '@brickyard/core/rules/roles';
import { Anchor, Badge, Burger, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { lazy, type Ref, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginPathAfterLogout } from '../api/class-login.ts';
import { queryClient } from '../api/query-client.ts';
import { logout, useSession } from '../api/session.ts';
import { useFeedbackList } from '../api/teaching.ts';
import { AvatarImage } from '../ui/Avatar.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { CommunitySelect } from './CommunitySelect.tsx';
import { LocaleSelect } from './LocaleSelect.tsx';

const MY_PROJECTS_PATH = '/profile/me/projects';
const FEEDBACK_PATH = '/profile/me/feedback';

interface NavTarget {
  key: string;
  label: string;
  to: string;
  /** The part of the site the link stands for; the link shows as current anywhere under it. */
  base: string;
}

/** The links by role; `accountLinks` adds My projects and My profile for staff (the narrow screens' menu has no account menu). */
const navTargets = (user: User, t: TFunction, accountLinks = false): NavTarget[] => {
  const targets: NavTarget[] = [];
  if (hasRole(user, 'student', 'teacher', 'instructor', 'admin')) {
    targets.push({ key: 'learn', label: t('nav.learn'), to: learnHomeLink(user), base: LEARN_PATH });
  }
  if (hasRole(user, 'student', 'teacher', 'instructor', 'admin') || hasAuthoringRole(user)) {
    targets.push({
      key: 'reference',
      label: t('nav.reference'),
      // The reference of the learner's course language, or a choice of language (ReferenceLanding.tsx).
      to: '/reference',
      base: '/reference',
    });
  }
  if (hasRole(user, 'student') || (accountLinks && hasOwnProjects(user))) {
    targets.push({
      key: 'projects',
      label: t('nav.projects'),
      to: MY_PROJECTS_PATH,
      base: '/profile/me/projects',
    });
    // The other profile tabs (badges, achievements, feedback…); My projects is one of them, linked above.
    targets.push({
      key: 'profile',
      label: t('nav.profile'),
      to: '/profile/me/home',
      base: '/profile/me/home',
    });
  }
  if (hasRole(user, 'student')) {
    // What teachers gave on their work, with a badge counting what is new to them.
    targets.push({
      key: 'feedback',
      label: t('nav.feedback'),
      to: FEEDBACK_PATH,
      base: FEEDBACK_PATH,
    });
  }
  if (hasRole(user, 'admin', 'teacher', 'instructor')) {
    targets.push({ key: 'classes', label: t('nav.classes'), to: CLASSES_PATH, base: CLASSES_PATH });
  }
  if (hasAuthoringRole(user)) {
    targets.push({ key: 'library', label: t('nav.library'), to: LIBRARY_PATH, base: '/edit/library' });
  }
  if (canListCommunityUsers(user)) {
    targets.push({ key: 'users', label: t('nav.users'), to: '/users', base: '/users' });
  }
  if (isAdmin(user)) {
    targets.push({
      key: 'environments',
      label: t('nav.environments'),
      to: '/environments',
      base: '/environments',
    });
  }
  if (isAdmin(user)) {
    targets.push({ key: 'allProjects', label: t('nav.allProjects'), to: '/projects', base: '/projects' });
  }
  return targets;
};

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** How many pieces of a student's work hold feedback they have not seen (0 for everyone else). */
const useUnseenFeedback = (user: User) => useFeedbackList('me', hasRole(user, 'student')).data?.unseen ?? 0;

function NavLinks({ user, vertical = false }: { user: User; vertical?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unseen = useUnseenFeedback(user);
  const links = navTargets(user, t, vertical).map((target) => {
    const current = isUnder(pathname, target.base);
    const count = target.key === 'feedback' ? unseen : 0;
    return (
      <Button
        key={target.key}
        component={Link}
        to={target.to}
        variant={current ? 'light' : 'subtle'}
        color={current ? undefined : 'dark'}
        aria-current={current ? 'page' : undefined}
        aria-label={count > 0 ? t('nav.feedbackNew', { count }) : undefined}
        justify={vertical ? 'flex-start' : undefined}
        fullWidth={vertical}
        rightSection={
          count > 0 ? (
            // The space keeps the label and the count apart in the text ("Feedback 1", inside the name
            // "Feedback: 1 new"); at the start of the badge it is not drawn.
            <Badge size="sm" color="grape" variant="filled" circle aria-hidden>
              {` ${count}`}
            </Badge>
          ) : undefined
        }
      >
        {target.label}
      </Button>
    );
  });
  return vertical ? <Stack gap={4}>{links}</Stack> : <Group gap={4}>{links}</Group>;
}

function useLogout() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const handleLogout = async () => {
    setBusy(true);
    await logout();
    queryClient.clear();
    setBusy(false);
    // Someone who came through a class's login link goes back to it, for the next pupil at the computer.
    navigate(loginPathAfterLogout(), { replace: true });
  };
  return { busy, handleLogout };
}

function LogoutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { busy, handleLogout } = useLogout();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={18} aria-hidden />}
      loading={busy}
      onClick={handleLogout}
      fullWidth={fullWidth}
    >
      {t('nav.logout')}
    </Button>
  );
}

function UserName({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = fullName(user);
  // The name leads to one's own details (the user editor at /users/me).
  return (
    <Anchor
      component={Link}
      to="/users/me"
      c="var(--mantine-color-text)"
      title={t('nav.signedInAs', { name })}
      aria-label={t('nav.myDetails', { name })}
    >
      <Group gap={8} wrap="nowrap">
        {user.avatar !== null && <AvatarImage avatar={user.avatar} size={32} />}
        <Text fw={600} truncate="end" maw={220} component="span">
          {name}
        </Text>
      </Group>
    </Anchor>
  );
}

// Only visitors see it: it loads on its own, with the popover's positioning library and the form.
const NavbarLogin = lazy(() => import('./NavbarLogin.tsx').then((m) => ({ default: m.NavbarLogin })));

interface NavbarProps {
  isMobile: boolean;
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** The burger button, which gets the focus back when Escape closes the menu. */
  burgerRef?: Ref<HTMLButtonElement>;
}

export function Navbar({ isMobile, menuOpened, onToggleMenu, burgerRef }: NavbarProps) {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const { pathname } = useLocation();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="lg" wrap="nowrap">
        {user && isMobile && (
          <Burger
            ref={burgerRef}
            opened={menuOpened}
            onClick={onToggleMenu}
            aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpened}
          />
        )}
        <Link className="brand-link" to={user ? homePath(user) : '/login'}>
          {t('app.name')}
        </Link>
        {user && !isMobile && (
          <nav aria-label={t('nav.main')}>
            <NavLinks user={user} />
          </nav>
        )}
      </Group>
      {user && !isMobile && (
        <Group gap="sm" wrap="nowrap">
          <LocaleSelect user={user} />
          <AccountMenu user={user} />
          <LogoutButton />
        </Group>
      )}
      {/* While a stored session is being restored nobody is known yet: no "Log in" flashes by. */}
      {!user && status === 'anonymous' && (
        <Group gap="sm" wrap="nowrap">
          <LocaleSelect />
          {pathname !== '/login' && (
            <Suspense fallback={null}>
              <NavbarLogin />
            </Suspense>
          )}
        </Group>
      )}
    </Group>
  );
}

/** The navbar's contents for narrow screens, opened by the burger button. */
export function MobileMenu({ user }: { user: User }) {
  return (
    <Stack gap="md">
      <UserName user={user} />
      <NavLinks user={user} vertical />
      <Divider />
      <CommunitySelect user={user} withLabel />
      <LocaleSelect user={user} withLabel />
      <LogoutButton fullWidth />
    </Stack>
  );
}

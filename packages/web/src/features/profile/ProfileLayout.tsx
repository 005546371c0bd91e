// /profile/:user/…: the person's avatar, name and xp above a tab bar (home, achievements, badges, classes, class
// projects, projects, details). Visible to the person, their classes' teachers and instructors, and admins; the
// server refuses everyone else and the page shows why.
import { fullName, PROFILE_TABS, type ProfileTab } from '@brickyard/core';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { useUser } from '../../api/session.ts';
import { useProfileSummary } from '../../api/teaching.ts';
import { AvatarImage } from '../../ui/Avatar.tsx';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';

/** The user a profile page is about: `me` is the person looking. */
export const useProfileUserId = () => {
  const me = useUser();
  const param = useParams().user ?? 'me';
  return { userId: param === 'me' ? me._id : param, own: param === 'me' || param === me._id, param };
};

export function ProfileLayout() {
  const { t } = useTranslation();
  const { userId, own, param } = useProfileUserId();
  const { pathname } = useLocation();
  const summary = useProfileSummary(userId);
  const current = (pathname.split('/')[3] ?? 'home') as ProfileTab;
  const name = summary.data ? fullName(summary.data.user) : '';
  usePageTitle(
    name ? t('profile.pageTitle', { name, tab: t(`profile.tab.${current}`) }) : t('profile.title'),
  );

  if (summary.isPending) return <CenteredLoader />;
  if (summary.isError)
    return (
      <Stack maw={720}>
        <Title order={1}>{t('profile.title')}</Title>
        <ErrorAlert error={summary.error} />
      </Stack>
    );
  const person = summary.data.user;
  return (
    <>
      <Group gap="md" mb="md" wrap="nowrap">
        {person.avatar !== null && <AvatarImage avatar={person.avatar} size={64} />}
        <Stack gap={2} miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{name}</bdi>
          </Title>
          <Group gap="xs">
            <Text c="dimmed">
              <bdi>@{person.username}</bdi>
            </Text>
            <Badge variant="light" color="grape" size="lg">
              {t('profile.xp', { xp: person.xp })}
            </Badge>
            {own && (
              <Badge variant="outline" size="sm">
                {t('profile.you')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <LinkTabs
        label={t('profile.tabs')}
        current={current}
        tabs={PROFILE_TABS.map((tab) => ({
          value: tab,
          label: t(`profile.tab.${tab}`),
          to: `/profile/${encodeURIComponent(param)}/${tab}`,
        }))}
      />
      <Outlet />
    </>
  );
}

// /class/:classId/…: the class's name and code above a tab bar (details, students, progress, projects, wall,
// instructors, admin),
// each tab shown only to the roles that may open it (spec §2); the server refuses the rest anyway.
import { CLASS_TAB_ROLES, type ClassTab, hasRole } from '@brickyard/core';
import { Anchor, Badge, Center, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { useClass } from '../../api/classes.ts';
import { useUser } from '../../api/session.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The tabs built so far, in the order they show. */
const TABS = [
  'details',
  'students',
  'progress',
  'projects',
  'wall',
  'instructors',
  'admin',
] as const satisfies readonly ClassTab[];

export function ClassLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const classId = useParams().classId ?? '';
  const { pathname } = useLocation();
  const cls = useClass(classId);
  const tabs = TABS.filter((tab) => hasRole(user, ...CLASS_TAB_ROLES[tab]));
  const current = pathname.split('/')[3] ?? 'details';

  if (cls.isError) return <ErrorAlert error={cls.error} />;
  if (!cls.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('classPage.loading')} />
      </Center>
    );
  }
  return (
    <>
      <Anchor component={Link} to="/classes" size="sm" mb="xs" display="inline-flex" style={{ gap: 4 }}>
        <IconArrowLeft size={16} aria-hidden className="flip-rtl" />
        {t('classPage.back')}
      </Anchor>
      <PageHeader
        title={cls.data.name}
        description={
          <>
            {t('classPage.code')}{' '}
            <Badge variant="light" ff="monospace" size="lg">
              {cls.data.classId}
            </Badge>
          </>
        }
      />
      <LinkTabs
        label={t('classPage.tabs')}
        current={current}
        tabs={tabs.map((tab) => ({
          value: tab,
          label: t(`classPage.tab.${tab}`),
          to: `/class/${classId}/${tab}`,
        }))}
      />
      <Outlet />
    </>
  );
}

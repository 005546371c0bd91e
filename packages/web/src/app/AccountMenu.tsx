// The account menu behind the user's name in the navbar: their details, and for those who have them their
// profile and projects; for authors with more than one community, which one they work in (issue 22). The
// links a student uses every day (My projects, My profile) are in the navbar itself as well.
import type { User } from '@brickyard/core';
import { fullName } from '@brickyard/core/basics';
import { hasOwnProjects } from '@brickyard/core/rules/access';
import { hasAuthoringRole } from '@brickyard/core/rules/roles';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMyCommunities } from '../api/users.ts';
import { AvatarImage } from '../ui/Avatar.tsx';
import { useSwitchCommunity } from './use-switch-community.ts';

export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = fullName(user);
  const communities = useMyCommunities(hasAuthoringRole(user)).data ?? [];
  const { switchTo } = useSwitchCommunity();
  return (
    // No focus placeholder: a menu holds menu items only (axe), and the first item takes the focus on opening.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.account', { name })} title={t('nav.signedInAs', { name })}>
          <Group gap={8} wrap="nowrap">
            {user.avatar !== null && <AvatarImage avatar={user.avatar} size={32} />}
            <Text fw={600} truncate="end" maw={180} component="span">
              {name}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/users/me">
          {t('nav.details')}
        </Menu.Item>
        {hasOwnProjects(user) && (
          <>
            <Menu.Item component={Link} to="/profile/me/home">
              {t('nav.profile')}
            </Menu.Item>
            <Menu.Item component={Link} to="/profile/me/projects">
              {t('nav.projects')}
            </Menu.Item>
          </>
        )}
        {communities.length > 1 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('community.label')}</Menu.Label>
            {communities.map((community) => {
              const current = community._id === user.current_community;
              return (
                <Menu.Item
                  key={community._id}
                  // Mantine's items are menu items whatever the role given: the current one says so itself.
                  aria-current={current || undefined}
                  leftSection={<IconCheck size={14} aria-hidden style={{ opacity: current ? 1 : 0 }} />}
                  onClick={() => !current && switchTo(community._id, community.name)}
                >
                  <bdi>{community.name}</bdi>
                </Menu.Item>
              );
            })}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

// The community one authors in (issue 22): a menu in the navbar for authors with roles in more than one
// community (a global admin: every content community). Choosing one is remembered on the server, and the
// library shows that community's content from then on.
import type { User } from '@brickyard/core';
import { hasAuthoringRole } from '@brickyard/core/rules/roles';
import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChooseCommunity, useMyCommunities } from '../api/users.ts';

export function CommunitySelect({ user, withLabel = false }: { user: User; withLabel?: boolean }) {
  const { t } = useTranslation();
  const communities = useMyCommunities(hasAuthoringRole(user)).data ?? [];
  const choose = useChooseCommunity();
  if (communities.length < 2) return null;
  const value = choose.isPending && choose.variables ? choose.variables : (user.current_community ?? '');

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const id = event.currentTarget.value;
    const chosen = communities.find((c) => c._id === id);
    if (!chosen || id === user.current_community) return;
    choose.mutate(id, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: t('community.switched', { name: chosen.name }) }),
      onError: async (error) => {
        const { describeError } = await import('../ui/describe-error.ts');
        notifications.show({
          color: 'red',
          title: t('community.notSwitched'),
          message: describeError(error, t).message,
        });
      },
    });
  };

  return (
    <NativeSelect
      label={withLabel ? t('community.label') : undefined}
      aria-label={withLabel ? undefined : t('community.label')}
      value={value}
      onChange={handleChange}
      data={[
        ...(user.current_community ? [] : [{ value: '', label: t('community.none'), disabled: true }]),
        ...communities.map((c) => ({ value: c._id, label: c.name })),
      ]}
      leftSection={<IconBuildingCommunity size={16} aria-hidden />}
      w={withLabel ? undefined : 170}
    />
  );
}

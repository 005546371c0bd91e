// The community one authors in (issue 22), as a select in the narrow screens' menu for authors with roles in more
// than one community (a global admin: every content community); wide screens have it in the account menu.
// Choosing one is remembered on the server, and the library shows that community's content from then on.
import type { User } from '@brickyard/core';
import { hasAuthoringRole } from '@brickyard/core/rules/roles';
import { NativeSelect } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyCommunities } from '../api/users.ts';
import { useSwitchCommunity } from './use-switch-community.ts';

export function CommunitySelect({ user, withLabel = false }: { user: User; withLabel?: boolean }) {
  const { t } = useTranslation();
  const communities = useMyCommunities(hasAuthoringRole(user)).data ?? [];
  const { switchTo, pending } = useSwitchCommunity();
  if (communities.length < 2) return null;
  const value = pending ?? user.current_community ?? '';

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const id = event.currentTarget.value;
    const chosen = communities.find((c) => c._id === id);
    if (chosen && id !== user.current_community) switchTo(id, chosen.name);
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

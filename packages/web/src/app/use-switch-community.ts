// Switching the community one authors in, with what the person is told: the navbar's account menu and the narrow
// screens' menu both use it.
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useChooseCommunity } from '../api/users.ts';

export const useSwitchCommunity = () => {
  const { t } = useTranslation();
  const choose = useChooseCommunity();
  const switchTo = (id: string, name: string) =>
    choose.mutate(id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('community.switched', { name }) }),
      onError: async (error) => {
        // The error's wording loads only when there is an error to word (as the locale menu's).
        const { describeError } = await import('../ui/describe-error.ts');
        notifications.show({
          color: 'red',
          title: t('community.notSwitched'),
          message: describeError(error, t).message,
        });
      },
    });
  /** The community being switched to, while it is. */
  const pending = choose.isPending ? (choose.variables ?? null) : null;
  return { switchTo, pending };
};

// Saving a change to a marking (MarkingPage.tsx), with the notice every save ends in: saved (and how the
// student's xp moved) or failed, with the reason.
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { type MarkingChange, type MarkingTarget, useSaveMarking } from '../../api/teaching.ts';
import { errorMessage } from '../../ui/describe-error.ts';

/** Saves `change`; `after` runs once it saved, `settled` once it ended either way. */
export type SaveMarking = (change: MarkingChange, after?: () => void, settled?: () => void) => void;

export function useMarkingSave(target: MarkingTarget) {
  const { t } = useTranslation();
  const save = useSaveMarking(target);
  const handleSave: SaveMarking = (change, after, settled) =>
    save.mutate(change, {
      onSettled: settled,
      onSuccess: (result) => {
        after?.();
        const amount = Math.abs(result.xpChange);
        notifications.show({
          color: 'teal',
          title: t('marking.saved'),
          message:
            result.xpChange > 0
              ? t('marking.xpIncreased', { count: amount })
              : result.xpChange < 0
                ? t('marking.xpDecreased', { count: amount })
                : undefined,
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('marking.saveFailed'),
          message: errorMessage(error, t),
        }),
    });
  return { save, handleSave };
}

// What a teacher does to a class's students (ClassStudentsPage.tsx): unlock content at once; reset a password
// or remove a student once confirmed (`pending` holds the question asked); the reset's code, shown once.
import { fullName, type User } from '@brickyard/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveStudent, useResetStudent, useUnlockContent } from '../../api/classes.ts';
import { describeError } from '../../ui/describe-error.ts';

export type PendingAction = { kind: 'reset' | 'remove'; student: User } | null;

export function useStudentActions(classId: string) {
  const { t } = useTranslation();
  const unlock = useUnlockContent();
  const reset = useResetStudent();
  const remove = useRemoveStudent();
  const [pending, setPending] = useState<PendingAction>(null);
  const [resetCode, setResetCode] = useState<{ name: string; code: string } | null>(null);

  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('classStudents.failed'),
      message: describeError(error, t).message,
    });

  const handleUnlock = (student: User, contentUnlocked: boolean) =>
    unlock.mutate({ userId: student._id, contentUnlocked }, { onError: failed });

  const handleConfirm = () => {
    if (!pending) return;
    const { kind, student } = pending;
    if (kind === 'reset') {
      reset.mutate(
        { userId: student._id, classId },
        {
          onSuccess: ({ resetCode: code }) => setResetCode({ name: fullName(student), code }),
          onError: failed,
          onSettled: () => setPending(null),
        },
      );
    } else {
      remove.mutate(
        { classId, userId: student._id },
        {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('classStudents.removed', { name: fullName(student) }),
            }),
          onError: failed,
          onSettled: () => setPending(null),
        },
      );
    }
  };

  return {
    pending,
    setPending,
    busy: reset.isPending || remove.isPending,
    resetCode,
    closeResetCode: () => setResetCode(null),
    handleUnlock,
    handleConfirm,
  };
}

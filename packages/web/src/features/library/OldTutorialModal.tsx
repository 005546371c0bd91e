// The old tutorial modal (authoring.md §2, §6): a new old-style tutorial by its name (at most 60 characters)
// and, if given, its solution: a project of that name (at most 30, a project name's limit) made on the
// author's profile in the tutorial's language and linked as the tutorial's solution. Then its editor opens.
import {
  CONTENT_LANGUAGES,
  OLD_TUTORIAL_NAME_MAX,
  OLD_TUTORIAL_SOLUTION_MAX,
  OldTutorialCreateSchema,
  type ProjectView,
} from '@brickyard/core';
import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { request } from '../../api/client.ts';
import { createItem, useInvalidateLibrary } from '../../api/library.ts';
import { errorToast } from '../../ui/describe-error.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { editorPath } from './editors.ts';

export function OldTutorialModal({ language, onClose }: { language: string; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateLibrary();
  const [busy, setBusy] = useState(false);
  // The shared schema of the modal (core): its problems show once Create was pressed.
  const form = useSchemaForm({
    initialValues: {
      name: '',
      language: (CONTENT_LANGUAGES as readonly string[]).includes(language) ? language : 'python',
      solution: '',
    },
    schema: OldTutorialCreateSchema,
    toSchema: ({ solution, ...rest }) => ({ ...rest, ...(solution.trim() ? { solution } : {}) }),
    show: 'submit',
  });

  const create = async ({ name, language: lang, solution }: typeof form.values) => {
    setBusy(true);
    try {
      const tutorial = await createItem('tutorials', { title: name.trim(), language: lang });
      if (solution.trim()) {
        const project = await request<ProjectView>('/api/projects', {
          method: 'POST',
          body: { name: solution.trim(), language: lang },
        });
        await request(`/api/tutorials/${encodeURIComponent(tutorial._id)}/solution`, {
          method: 'POST',
          body: { solutionId: project._id, version: tutorial.version },
        });
      }
      await invalidate();
      onClose();
      navigate(editorPath('tutorial', tutorial._id));
    } catch (error) {
      notifications.show(errorToast(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('library.oldTutorial.title')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <form onSubmit={form.handleSubmit((values) => void create(values))}>
        <Stack gap="sm">
          <TextInput
            label={t('library.oldTutorial.name')}
            description={t('library.oldTutorial.nameHint', { count: OLD_TUTORIAL_NAME_MAX })}
            required
            {...form.getInputProps('name')}
            data-autofocus
          />
          <NativeSelect
            label={t('library.filter.language')}
            {...form.getInputProps('language')}
            data={CONTENT_LANGUAGES.map((value) => ({ value, label: t(`library.languages.${value}`) }))}
          />
          <TextInput
            label={t('library.oldTutorial.solution')}
            description={t('library.oldTutorial.solutionHint', { count: OLD_TUTORIAL_SOLUTION_MAX })}
            {...form.getInputProps('solution')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('library.oldTutorial.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

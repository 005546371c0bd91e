// The starter or solution of a tutorial or challenge (authoring.md §2 "Link Starter"): one of the author's own
// projects in the item's language, chosen from a list of them. The link is its own call, naming the version
// the editor holds (unsaved changes are saved first); a refusal shows the server's message under the field.
import type { LibraryKind, ProjectLink, ProjectSummary } from '@brickyard/core';
import { Anchor, Button, Group, Input, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, request, staleSave } from '../../api/client.ts';
import { useProjectList } from '../../api/projects.ts';
import { useUser } from '../../api/session.ts';
import { errorMessage, errorToast } from '../../ui/describe-error.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import type { ItemEditor } from './use-item-editor.ts';

interface Linkable {
  _id: string;
  version: number;
  title: string;
  community: string;
  language: string;
  starter?: string | null;
  solution?: string | null;
}

export function ProjectLinkField<T extends Linkable>({
  kind,
  link,
  editor,
  draft,
  editable,
}: {
  kind: LibraryKind;
  link: ProjectLink;
  editor: ItemEditor<T>;
  draft: T;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const linked = draft[link] ?? null;
  // Its name, when the author may read it (their own project); other projects show as "a project".
  const project = useQuery({
    queryKey: ['projects', 'one', linked],
    queryFn: ({ signal }) => request<{ name: string }>(`/api/projects/${linked}`, { signal }),
    enabled: linked !== null,
    retry: false,
  });
  const label = t(`editor.projectLink.${link}`);

  const save = async (projectId: string | null) => {
    setPicking(false);
    setError(null);
    if (editor.dirty && !(await editor.save())) return;
    const current = editor.latest();
    if (!current) return;
    try {
      await request(`/api/${kind}/${encodeURIComponent(current._id)}/${link}`, {
        method: 'POST',
        body: { [`${link}Id`]: projectId, version: current.version },
      });
      notifications.show({
        color: 'green',
        message: t(projectId ? `editor.projectLink.linked.${link}` : `editor.projectLink.unlinked.${link}`),
      });
      await editor.reload();
    } catch (failure) {
      if (failure instanceof ApiError && !staleSave(failure)) setError(errorMessage(failure, t));
      else notifications.show(errorToast(failure, t));
    }
  };

  return (
    <Input.Wrapper label={label} error={error} description={t(`editor.projectLink.hint.${link}`)}>
      <Group gap="xs" mt={4}>
        <Text size="sm" c={linked ? undefined : 'dimmed'}>
          {linked === null ? (
            t('editor.projectLink.none')
          ) : project.data ? (
            <Anchor component={Link} to={`/projects/${linked}`}>
              <bdi>{project.data.name}</bdi>
            </Anchor>
          ) : (
            t('editor.projectLink.someProject')
          )}
        </Text>
        {editable && (
          <>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconLink size={14} aria-hidden />}
              onClick={() => setPicking(true)}
            >
              {t(`editor.projectLink.link.${link}`)}
            </Button>
            {linked && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => void save(null)}
                aria-label={t('editor.projectLink.unlink', { label })}
              >
                {t('upload.remove')}
              </Button>
            )}
          </>
        )}
      </Group>
      {picking && (
        <ProjectPicker
          title={t(`editor.projectLink.link.${link}`)}
          language={draft.language}
          onPick={(picked) => void save(picked._id)}
          onClose={() => setPicking(false)}
        />
      )}
    </Input.Wrapper>
  );
}

/** The author's own projects in a language, newest first, to link one. */
function ProjectPicker({
  title,
  language,
  onPick,
  onClose,
}: {
  title: string;
  language: string;
  onPick(project: ProjectSummary): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const list = useProjectList({
    ...(user ? { user: user._id } : {}),
    page: 0,
    archived: false,
    sort: '-updatedAt',
    language,
    limit: 100,
  });
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('app.close') }}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('editor.projectLink.pickHint', { language: t(`library.languages.${language}`) })}
      </Text>
      {list.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : list.isError ? (
        <ErrorAlert error={list.error} />
      ) : list.data.items.length === 0 ? (
        <Text>
          {t('editor.projectLink.noProjects')}{' '}
          <Anchor component={Link} to="/profile/me/projects">
            {t('editor.projectLink.toProfile')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.items.map((project) => (
            <Group key={project._id} component="li" justify="space-between" wrap="nowrap">
              <Text truncate>
                <bdi>{project.name}</bdi>
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => onPick(project)}
                aria-label={t('editor.projectLink.pick', { name: project.name })}
              >
                {t('editor.projectLink.choose')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

/** Both project links of a tutorial or challenge: its starter and its solution. */
export function ProjectLinks<T extends Linkable>(props: {
  kind: LibraryKind;
  editor: ItemEditor<T>;
  draft: T;
  editable: boolean;
}) {
  return (
    <>
      <ProjectLinkField {...props} link="starter" />
      <ProjectLinkField {...props} link="solution" />
    </>
  );
}

// The marking screen's sidebar (MarkingPage.tsx): who and what is marked, the steps to mark, the stickers
// given, the comments, and the student's projects for a tutorial or challenge.
import { fullName, type MarkingView } from '@brickyard/core';
import { Anchor, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSticker } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MarkingTarget } from '../../api/teaching.ts';
import { StickerView } from '../../ui/stickers/StickerView.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { AddStickerModal } from './AddStickerModal.tsx';
import { AssessmentResultSummary } from './AssessmentAnswersMarking.tsx';
import { MarkingComments } from './MarkingComments.tsx';
import { MarkingSteps } from './MarkingSteps.tsx';
import { useMarkingSave } from './use-marking-save.ts';

export function MarkingSidebar({ target, marking }: { target: MarkingTarget; marking: MarkingView }) {
  const { t, i18n } = useTranslation();
  const { save, handleSave } = useMarkingSave(target);
  const [stickersOpen, setStickersOpen] = useState(false);
  const studentName = fullName(marking.student);
  usePageTitle(t('marking.pageTitle', { student: studentName, item: marking.item.title }));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={t('marking.sidebar')}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h3">
            <bdi>{studentName}</bdi>
          </Title>
          <Text c="dimmed" size="sm">
            <bdi>{marking.class.name}</bdi> · {t('marking.xpTotal', { xp: marking.student.xp })}
          </Text>
        </div>
        <div>
          <Badge variant="light">{t(`marking.kind.${marking.kind}`)}</Badge>
          <Text fw={700} mt={4}>
            <bdi>{marking.item.title}</bdi>
          </Text>
          {marking.completed !== null && (
            <Text size="sm" c="dimmed">
              {marking.completed && marking.dateCompleted
                ? t('marking.finishedOn', { date: dateFormat.format(new Date(marking.dateCompleted)) })
                : t('marking.notFinished')}
            </Text>
          )}
        </div>
        {marking.kind === 'assessment' ? (
          <AssessmentResultSummary marking={marking} />
        ) : (
          marking.kind !== 'project' && (
            <MarkingSteps marking={marking} saving={save.isPending} onSave={handleSave} />
          )
        )}
        <Divider />
        <MarkingStickers stickers={marking.stickers} onAdd={() => setStickersOpen(true)} />
        <Divider />
        <MarkingComments
          comments={marking.comments}
          saving={save.isPending}
          addingComment={save.isPending && save.variables?.comments !== undefined}
          onSave={handleSave}
        />
        {marking.kind !== 'project' && marking.kind !== 'assessment' && (
          <>
            <Divider />
            <MarkingProjects marking={marking} />
          </>
        )}
      </Stack>
      <AddStickerModal
        key={stickersOpen ? 'open' : 'closed'}
        opened={stickersOpen}
        onClose={() => setStickersOpen(false)}
        awarded={marking.stickers}
        saving={save.isPending}
        onSave={(stickers) => handleSave({ stickers }, () => setStickersOpen(false))}
      />
    </Paper>
  );
}

function MarkingStickers({ stickers, onAdd }: { stickers: MarkingView['stickers']; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="marking-stickers">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="marking-stickers">
          {t('marking.stickers')}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconSticker size={16} aria-hidden />} onClick={onAdd}>
          {t('marking.addSticker')}
        </Button>
      </Group>
      {stickers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('marking.noStickers')}
        </Text>
      ) : (
        <Group gap="md" component="ul" className="plain-list">
          {stickers.map((sticker) => (
            <li key={sticker._id}>
              <StickerView sticker={sticker} size={44} />
            </li>
          ))}
        </Group>
      )}
    </section>
  );
}

/** The projects the student made for the tutorial or challenge marked. */
function MarkingProjects({ marking }: { marking: MarkingView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="marking-projects">
      <Title order={2} size="h4" id="marking-projects" mb="xs">
        {t('marking.projects')}
      </Title>
      {marking.projects.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`marking.noProjects.${marking.kind}`)}
        </Text>
      ) : (
        <Stack gap={4} component="ul" className="plain-list">
          {marking.projects.map((project) => (
            <li key={project._id}>
              <Anchor component={Link} reloadDocument to={`/projects/${project._id}`}>
                <bdi>{project.name}</bdi>
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}

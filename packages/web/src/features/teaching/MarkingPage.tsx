// /mark/class/:classId/user/:studentId/{tutorial|challenge|project}/:itemId (learner-teacher.md §2 "Marking
// screens", §4 "Marking"): a sidebar of the student's work (steps to mark, the teacher assessment and xp,
// stickers, comments, their projects for it) beside the viewer of the tutorial, challenge or project.
import { MARKING_KINDS, type MarkingKind } from '@brickyard/core';
import { Anchor, Grid, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { type MarkingTarget, useMarking } from '../../api/teaching.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { MarkingSidebar } from './MarkingSidebar.tsx';
import { MarkingWorkViewer } from './MarkingWorkViewer.tsx';
import './teaching.css';

const isKind = (value: string | undefined): value is MarkingKind =>
  MARKING_KINDS.includes(value as MarkingKind);

export function MarkingPage() {
  const params = useParams();
  if (!isKind(params.kind)) return <NotFoundPage />;
  const target: MarkingTarget = {
    kind: params.kind,
    classId: params.classId ?? '',
    studentId: params.studentId ?? '',
    itemId: params.itemId ?? '',
  };
  return (
    <Marking key={`${target.kind}/${target.classId}/${target.studentId}/${target.itemId}`} target={target} />
  );
}

function Marking({ target }: { target: MarkingTarget }) {
  const { t } = useTranslation();
  const marking = useMarking(target);
  const backLink = (
    <Anchor
      component={Link}
      to={`/class/${encodeURIComponent(target.classId)}/progress`}
      size="sm"
      display="inline-flex"
      style={{ gap: 4 }}
    >
      <IconArrowLeft size={16} aria-hidden className="flip-rtl" />
      {t('marking.back')}
    </Anchor>
  );
  if (marking.isPending) return <CenteredLoader />;
  if (marking.isError)
    return (
      <Stack maw={720}>
        {backLink}
        <ErrorAlert error={marking.error} />
      </Stack>
    );
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">
          {backLink}
          <MarkingSidebar target={target} marking={marking.data} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <MarkingWorkViewer marking={marking.data} />
      </Grid.Col>
    </Grid>
  );
}

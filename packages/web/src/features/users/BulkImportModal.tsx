// "Bulk upload (CSV)" on the users page: read a spreadsheet of students (its encoding found from its bytes,
// commas unless told otherwise), preview it with every problem row by row before anything is sent, ask what to
// do with a student named on several rows, create all the students or none, then offer their one-time
// passwords as a CSV to download.
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../i18n/percent.ts';
import { ImportCheckStep } from './ImportCheckStep.tsx';
import { ImportFileStep } from './ImportFileStep.tsx';
import { ImportResultStep } from './ImportResultStep.tsx';
import { type CloseGuard, type ImportStep, STEP_PERCENT, useImportSteps } from './use-import-steps.ts';

export function BulkImportModal({
  opened,
  onClose,
  classId,
}: {
  opened: boolean;
  onClose: () => void;
  /** The class the students go to, when already chosen (a teacher's own class). */
  classId?: string;
}) {
  const { t } = useTranslation();
  const mayClose = useRef(() => true);
  // The steps are mounted only while the window is open: their calls (the class list) are not made for
  // people who never open it, and closing forgets the file and the passwords.
  return (
    <Modal
      opened={opened}
      onClose={() => mayClose.current() && onClose()}
      title={t('bulkImport.title')}
      size="62rem"
    >
      <ImportSteps onClose={onClose} mayClose={mayClose} classId={classId} />
    </Modal>
  );
}

function ImportSteps({
  onClose,
  mayClose,
  classId,
}: {
  onClose: () => void;
  mayClose: CloseGuard;
  classId?: string;
}) {
  const { t } = useTranslation();
  const steps = useImportSteps(onClose, mayClose, classId);
  const { created, pending } = steps;
  const { step, table } = steps.check;
  const count = (step === 'creating' ? steps.state.sentLines : table?.rows)?.length ?? 0;
  return (
    <Stack gap="md">
      <ImportProgress step={step} count={count} />
      {!created && (
        <>
          <ImportFileStep steps={steps} />
          <ImportCheckStep steps={steps} />
          <Group justify="flex-end">
            <Button variant="default" onClick={steps.handleClose} disabled={pending}>
              {t('app.cancel')}
            </Button>
            <Button onClick={steps.handleImport} disabled={!steps.check.ready} loading={pending}>
              {t('bulkImport.import')}
            </Button>
          </Group>
        </>
      )}
      {created && <ImportResultStep steps={steps} created={created} />}
    </Stack>
  );
}

/** The bar and the sentence saying where the import is (read out as it changes). */
function ImportProgress({ step, count }: { step: ImportStep; count: number }) {
  const { t, i18n } = useTranslation();
  const percent = STEP_PERCENT[step];
  return (
    <Stack gap={6}>
      <Progress
        value={percent}
        animated={step === 'creating' || step === 'reading'}
        color={
          step === 'problems' ? 'red' : step === 'repeats' ? 'yellow' : step === 'done' ? 'green' : undefined
        }
        aria-label={t('bulkImport.progress', { percent: formatPercent(percent, i18n.language) })}
      />
      <Text size="sm" fw={500} aria-live="polite">
        {t(`bulkImport.steps.${step}`, { count })}
      </Text>
    </Stack>
  );
}

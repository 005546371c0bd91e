// The bulk import's first step: the file, how to read it (encoding, separator), the class the students join,
// and the hints when the file reads better another way.
import { IMPORT_ENCODINGS } from '@brickyard/core';
import { Alert, Button, FileInput, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DECODERS, ENCODING_NAMES, SEPARATORS, type Separator } from './read-import-file.ts';
import type { ImportSteps } from './use-import-steps.ts';

export function ImportFileStep({ steps }: { steps: ImportSteps }) {
  const { t } = useTranslation();
  const { state, pending } = steps;
  const { reading, encoding } = state;
  return (
    <>
      <Text size="sm">{t('bulkImport.help')}</Text>
      <FileInput
        label={t('bulkImport.file')}
        placeholder={t('bulkImport.choose')}
        accept=".csv,text/csv,text/plain"
        value={state.file}
        onChange={steps.chooseFile}
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        clearable
        disabled={pending}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t('bulkImport.encoding')}
          // Under the field, so the three fields of the row stay level.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            encoding === 'auto' && reading
              ? t('bulkImport.detected', { encoding: ENCODING_NAMES[reading.encoding] })
              : undefined
          }
          value={encoding}
          onChange={(event) => steps.chooseEncoding(event.currentTarget.value)}
          data={IMPORT_ENCODINGS.map((value) => ({
            value,
            label:
              value === 'auto' ? t('bulkImport.autoEncoding') : ENCODING_NAMES[DECODERS[value] ?? 'UTF-8'],
          }))}
          disabled={pending}
        />
        <NativeSelect
          label={t('bulkImport.separator')}
          value={state.separator}
          onChange={(event) => steps.chooseSeparator(event.currentTarget.value as Separator)}
          data={(Object.keys(SEPARATORS) as Separator[]).map((value) => ({
            value,
            label: t(`bulkImport.separators.${value}`),
          }))}
          disabled={pending}
        />
        <NativeSelect
          label={t('bulkImport.class')}
          value={state.classId}
          onChange={(event) => steps.chooseClass(event.currentTarget.value)}
          data={[
            { value: '', label: t('bulkImport.noClass') },
            ...steps.classes.map((cls) => ({ value: cls._id, label: cls.name })),
          ]}
          disabled={pending}
        />
      </SimpleGrid>

      {reading?.looksUtf8 && (
        <Alert color="blue" title={t('bulkImport.looksUtf8')}>
          <Button size="xs" variant="filled" color="blue" onClick={() => steps.chooseEncoding('UTF-8')}>
            {t('bulkImport.useUtf8')}
          </Button>
        </Alert>
      )}
      {reading?.betterSeparator && (
        <Alert
          color="blue"
          title={t('bulkImport.otherSeparator', {
            separator: t(`bulkImport.separators.${reading.betterSeparator}`),
          })}
        >
          <Button
            size="xs"
            variant="filled"
            color="blue"
            onClick={() => reading.betterSeparator && steps.chooseSeparator(reading.betterSeparator)}
          >
            {t('bulkImport.useSeparator', {
              separator: t(`bulkImport.separators.${reading.betterSeparator}`),
            })}
          </Button>
        </Alert>
      )}
    </>
  );
}

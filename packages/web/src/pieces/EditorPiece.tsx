// An editor the learner will run code in. Until the code runners land it shows its starting code, read-only
// and highlighted, in a bordered box labelled with the language. `EditorBox` is the box itself, shared with
// embedded editors; its `children` is where a runner's controls and output will go.
import type { EditorPiece as EditorPieceType, EditorSpec } from '@brickyard/core';
import { Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from './CodeBlock.tsx';

interface EditorBoxProps {
  editor: EditorSpec;
  /** Runner controls and output, once code runners exist. */
  children?: ReactNode;
}

export function EditorBox({ editor, children }: EditorBoxProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const language = t(`pieces.languages.${editor.language}`, { defaultValue: editor.language });
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Text id={titleId} size="sm" fw={600}>
          {t('pieces.editor')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('pieces.language', { language })}
        </Text>
      </Group>
      <CodeBlock code={editor.code} language={editor.language} />
      {children}
    </Paper>
  );
}

export function EditorPiece({ piece }: { piece: EditorPieceType }) {
  return <EditorBox editor={piece.data} />;
}

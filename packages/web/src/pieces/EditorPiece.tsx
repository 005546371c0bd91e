// An editor the learner runs code in: for a language with a runner, the code in an editor with Run and the
// output (RunnableCode.tsx); otherwise its starting code, read-only and highlighted. A bordered box labelled
// with the language; `EditorBox` is the box itself, shared with embedded editors.
import type { EditorPiece as EditorPieceType, EditorSpec } from '@brickyard/core';
import { Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from './CodeBlock.tsx';
import { canRunInLesson, RunnableCode } from './RunnableCode.tsx';

interface EditorBoxProps {
  editor: EditorSpec;
  /** Anything shown under the code (the brick viewer's solution toggle). */
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
      {canRunInLesson(editor.language) ? (
        <RunnableCode
          language={editor.language}
          code={editor.code}
          label={t('pieces.editorCode', { language })}
        />
      ) : (
        <CodeBlock code={editor.code} language={editor.language} />
      )}
      {children}
    </Paper>
  );
}

export function EditorPiece({ piece }: { piece: EditorPieceType }) {
  return <EditorBox editor={piece.data} />;
}

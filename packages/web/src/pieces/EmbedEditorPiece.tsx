// An editor set into the page, small, medium or large. Unless the author turned on auto-start, it shows first as
// a still frame: its code, highlighted, with a button that starts the editor (which loads the editor and, for
// Python, the runner only for those who want it). Its solution is never shown here: the server sends it only to
// those who may see it, and the brick viewer decides where it appears.
import type { EmbedEditorPiece as EmbedEditorPieceType } from '@brickyard/core';
import { Box, Button, Paper, Stack } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from './CodeBlock.tsx';
import { EditorBox } from './EditorPiece.tsx';

/** The widest each size grows; large takes the full width. */
const MAX_WIDTH = { small: 480, medium: 720, large: undefined } as const;

export function EmbedEditorPiece({ piece }: { piece: EmbedEditorPieceType }) {
  const { t } = useTranslation();
  const [started, setStarted] = useState(piece.data.autoStart);
  const language = t(`pieces.languages.${piece.data.editor.language}`, {
    defaultValue: piece.data.editor.language,
  });
  return (
    <Box maw={MAX_WIDTH[piece.data.size]}>
      {started ? (
        <EditorBox editor={piece.data.editor} />
      ) : (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs" align="flex-start">
            <Box w="100%">
              <CodeBlock code={piece.data.editor.code} language={piece.data.editor.language} />
            </Box>
            <Button
              variant="light"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => setStarted(true)}
            >
              {t('pieces.startEditor', { language })}
            </Button>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}

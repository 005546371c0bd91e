// What every library editor page shares around its form: loading and failure, the header with Save, the
// read-only note for those who may not change the item, and the conflict modal of a stale save.
import { mayEditContentIn } from '@brickyard/core';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ConflictModal } from './ConflictModal.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import type { ItemEditor } from './use-item-editor.ts';

interface Editable {
  _id: string;
  version: number;
  title: string;
  draft: boolean;
  community: string;
}

export function EditorFrame<T extends Editable>({
  editor,
  heading,
  back,
  canSave,
  saveDisabled,
  readOnlyNote,
  headerExtra,
  children,
}: {
  editor: ItemEditor<T>;
  heading(draft: T): string;
  /** The library tab to go back to. */
  back: string | ((draft: T) => string);
  /** Who may press Save (by default those who may edit the item's community's content). */
  canSave?: (draft: T, editable: boolean) => boolean;
  saveDisabled?: (draft: T) => boolean;
  /** Replaces the read-only note (translators are told what they may do). */
  readOnlyNote?: ReactNode;
  headerExtra?: ReactNode;
  children(draft: T, editable: boolean): ReactNode;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const { draft } = editor;
  if (editor.query.isError) return <ErrorAlert error={editor.query.error} />;
  if (!draft) return <CenteredLoader />;
  const editable = mayEditContentIn(user, draft.community);
  return (
    <>
      <EditorHeader
        title={heading(draft)}
        draft={draft.draft}
        dirty={editor.dirty}
        saving={editor.saving}
        back={typeof back === 'function' ? back(draft) : back}
        canSave={canSave ? canSave(draft, editable) : editable}
        saveDisabled={saveDisabled?.(draft)}
        onSave={() => void editor.save()}
      >
        {headerExtra}
      </EditorHeader>
      {!editable && (
        <Alert color="blue" mb="md">
          {readOnlyNote ?? t('editor.readOnly')}
        </Alert>
      )}
      {children(draft, editable)}
      <ConflictModal
        opened={editor.conflict}
        busy={editor.saving}
        onForce={() => void editor.save({ force: true })}
        onCopy={() => void editor.saveAsCopy()}
        onClose={editor.closeConflict}
      />
    </>
  );
}

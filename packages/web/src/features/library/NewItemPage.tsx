// /edit/{editor}/new: a new editor page first creates an empty draft, then puts its id in the URL
// (authoring.md §4), so everything typed afterwards is saved to that item.
import type { LibraryKind } from '@brickyard/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { createItem, useInvalidateLibrary } from '../../api/library.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { errorToast } from '../../ui/describe-error.ts';
import { editorPath } from './editors.ts';

export function NewItemPage({
  kind,
  editor,
  body,
  back,
}: {
  kind: LibraryKind;
  editor: string;
  /** The draft's first fields (a title and a language at least). */
  body(params: URLSearchParams): Record<string, unknown>;
  /** Where to go if the draft cannot be made. */
  back: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invalidate = useInvalidateLibrary();
  const started = useRef(false);
  useEffect(() => {
    // One draft per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    createItem(kind, body(params))
      .then(async (row) => {
        await invalidate();
        navigate(editorPath(editor, row._id), { replace: true });
      })
      .catch((error: unknown) => {
        notifications.show(errorToast(error, t, t('editor.createFailed')));
        navigate(back, { replace: true });
      });
  }, [kind, editor, body, params, back, navigate, invalidate, t]);
  return <CenteredLoader />;
}

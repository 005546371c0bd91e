// The bulk import's state (BulkImportModal.tsx): what the person chose (file, encoding, separator, class, what to do
// with repeated students), the file as read, and the passwords' fate. The reducer and `checkImport` (what the
// reading allows: the problems, the repeats, the step shown) are pure; the hook adds the calls and the handlers.
import {
  IMPORT_ENCODINGS,
  IMPORT_MAX_ROWS,
  type ImportProblem,
  type ImportTable,
  type RepeatedStudent,
  repeatedStudents,
  withoutRepeats,
} from '@brickyard/core';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useClasses } from '../../api/classes.ts';
import { ApiError } from '../../api/client.ts';
import { useImportStudents } from '../../api/import.ts';
import { readableMessage } from '../../ui/describe-error.ts';
import { downloadCsv } from '../../ui/download-csv.ts';
import { type FileReading, readImportFile, type Separator } from './read-import-file.ts';

export const PASSWORDS_FILE = 'brickyard-passwords.csv';

export type RepeatChoice = 'once' | 'all';

export interface ImportState {
  file: File | null;
  encoding: string;
  separator: Separator;
  classId: string;
  /** The file as read with the chosen encoding and separator; null while it is (re)read. */
  reading: FileReading | null;
  /** What to do with students named on several rows; asked again for every reading of a file. */
  repeatChoice: RepeatChoice | null;
  /** The spreadsheet rows of what was sent, for the server's answer. */
  sentLines: number[];
  downloaded: boolean;
  /** Closing was asked for before the passwords were downloaded: the window asks first. */
  confirmingClose: boolean;
}

export type ImportAction =
  | { type: 'file'; file: File | null }
  | { type: 'encoding'; encoding: string }
  | { type: 'separator'; separator: Separator }
  | { type: 'class'; classId: string }
  /** The file, its encoding or its separator changed: the reading (and the answer about repeats) is dropped. */
  | { type: 'reread' }
  | { type: 'read'; reading: FileReading }
  | { type: 'repeats'; choice: RepeatChoice }
  | { type: 'sent'; lines: number[] }
  | { type: 'downloaded' }
  | { type: 'confirmClose' };

export const initialImport: ImportState = {
  file: null,
  encoding: IMPORT_ENCODINGS[0],
  separator: 'comma',
  classId: '',
  reading: null,
  repeatChoice: null,
  sentLines: [],
  downloaded: false,
  confirmingClose: false,
};

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'file':
      return { ...state, file: action.file };
    case 'encoding':
      return { ...state, encoding: action.encoding };
    case 'separator':
      return { ...state, separator: action.separator };
    case 'class':
      return { ...state, classId: action.classId };
    case 'reread':
      return { ...state, reading: null, repeatChoice: null };
    case 'read':
      return { ...state, reading: action.reading };
    case 'repeats':
      return { ...state, repeatChoice: action.choice };
    case 'sent':
      return { ...state, sentLines: action.lines };
    case 'downloaded':
      return { ...state, downloaded: true, confirmingClose: false };
    case 'confirmClose':
      return { ...state, confirmingClose: true };
  }
}

/** The server's `rows.3.first_name` errors, numbered as the spreadsheet numbers its rows. */
export const serverProblems = (error: unknown, lines: readonly number[]): ImportProblem[] =>
  error instanceof ApiError
    ? (error.body?.errors ?? []).flatMap((entry) => {
        const match = /^rows\.(\d+)\.(.+)$/.exec(entry.path);
        return match
          ? [
              {
                row: lines[Number(match[1])] ?? Number(match[1]) + 2,
                field: match[2]!,
                message: entry.message,
              },
            ]
          : [];
      })
    : [];

export type ImportStep = 'choose' | 'reading' | 'checked' | 'problems' | 'repeats' | 'creating' | 'done';
export const STEP_PERCENT: Record<ImportStep, number> = {
  choose: 0,
  reading: 25,
  checked: 50,
  problems: 50,
  repeats: 50,
  creating: 75,
  done: 100,
};

export interface ImportCheck {
  table: ImportTable | null;
  headerMissing: boolean;
  /** The columns the file has that the import does not read are named (unless a hint says it better). */
  showIgnored: boolean;
  tooMany: boolean;
  empty: boolean;
  /** The file's problems and the server's, by spreadsheet row. */
  problems: ImportProblem[];
  /** The server refused for another reason than a row (the class is the hook's to word). */
  otherError: boolean;
  repeats: RepeatedStudent[];
  /** Each repeated student's later rows, left out when the person chooses "once": the row it repeats. */
  leftOut: Map<number, number>;
  toSend: Pick<ImportTable, 'rows' | 'lines'> | null;
  undecided: boolean;
  ready: boolean;
  step: ImportStep;
}

/** What the reading and the server's answer allow: pure, for the steps to show. */
export function checkImport(
  state: Pick<ImportState, 'file' | 'reading' | 'repeatChoice' | 'sentLines'>,
  submit: { error: unknown; isPending: boolean; created: boolean; classRefused: boolean },
): ImportCheck {
  const { reading, repeatChoice } = state;
  const table = reading?.table ?? null;
  const headerMissing = !!table?.problems.some((problem) => problem.field === 'header');
  // A header read with the wrong encoding or separator is one unreadable column: the hint says it better.
  const showIgnored =
    !!table?.ignored.length && !(headerMissing && (reading?.looksUtf8 || reading?.betterSeparator));
  const tooMany = (table?.rows.length ?? 0) > IMPORT_MAX_ROWS;
  const empty = !!table && table.rows.length === 0 && table.problems.length === 0;
  const fromServer = serverProblems(submit.error, state.sentLines);
  const problems = [...(table?.problems ?? []), ...fromServer];
  const otherError = submit.error !== null && fromServer.length === 0 && !submit.classRefused;
  const repeats = table && problems.length === 0 ? repeatedStudents(table.rows, table.lines) : [];
  const leftOut = new Map(
    repeatChoice === 'once'
      ? repeats.flatMap((student) => student.lines.slice(1).map((line) => [line, student.lines[0]!] as const))
      : [],
  );
  const toSend = table ? (repeatChoice === 'once' ? withoutRepeats(table) : table) : null;
  const undecided = repeats.length > 0 && repeatChoice === null;
  const ready = !!table && table.rows.length > 0 && problems.length === 0 && !tooMany && !undecided;
  const step: ImportStep = submit.created
    ? 'done'
    : submit.isPending
      ? 'creating'
      : table
        ? problems.length > 0 || tooMany || empty
          ? 'problems'
          : undecided
            ? 'repeats'
            : 'checked'
        : state.file
          ? 'reading'
          : 'choose';
  return {
    table,
    headerMissing,
    showIgnored,
    tooMany,
    empty,
    problems,
    otherError,
    repeats,
    leftOut,
    toSend,
    undecided,
    ready,
    step,
  };
}

/** Asked before the window closes: false keeps it open. */
export type CloseGuard = { current: () => boolean };

/** `classId`: the class the students go to, chosen before (a teacher's class page); else chosen here. */
export function useImportSteps(onClose: () => void, mayClose: CloseGuard, classId = '') {
  const { t } = useTranslation();
  const classes = useClasses(false);
  const submit = useImportStudents();
  const [state, dispatch] = useReducer(importReducer, { ...initialImport, classId });
  const { file, encoding, separator, downloaded } = state;
  const confirmRef = useRef<HTMLButtonElement>(null);

  // Read again whenever the file, its encoding or its separator changes.
  useEffect(() => {
    let current = true;
    dispatch({ type: 'reread' });
    if (!file) return;
    void file.arrayBuffer().then((buffer) => {
      if (current) dispatch({ type: 'read', reading: readImportFile(buffer, encoding, separator) });
    });
    return () => {
      current = false;
    };
  }, [file, encoding, separator]);

  useEffect(() => {
    if (state.confirmingClose) confirmRef.current?.focus();
  }, [state.confirmingClose]);

  const created = submit.data?.users;

  // The answer holds the only copy of the passwords: the window stays until it has arrived, and closing it
  // before they are downloaded (button, Escape, a click outside) asks first.
  const canClose = () => {
    if (submit.isPending) return false;
    if (created && !downloaded) {
      dispatch({ type: 'confirmClose' });
      return false;
    }
    return true;
  };
  useEffect(() => {
    mayClose.current = canClose;
  });
  useEffect(
    () => () => {
      mayClose.current = () => true;
    },
    [mayClose],
  );

  const classError =
    submit.error instanceof ApiError && submit.error.body?.errors?.some((entry) => entry.path === 'class')
      ? readableMessage(t, submit.error.body.message ?? '')
      : null;
  const check = checkImport(state, {
    error: submit.error,
    isPending: submit.isPending,
    created: !!created,
    classRefused: classError !== null,
  });

  return {
    state,
    check,
    classes: classes.data?.items ?? [],
    pending: submit.isPending,
    error: submit.error,
    classError,
    created,
    confirmRef,
    chooseFile(value: File | null) {
      dispatch({ type: 'file', file: value });
      submit.reset();
    },
    chooseEncoding: (value: string) => dispatch({ type: 'encoding', encoding: value }),
    chooseSeparator: (value: Separator) => dispatch({ type: 'separator', separator: value }),
    chooseClass(value: string) {
      dispatch({ type: 'class', classId: value });
      submit.reset();
    },
    chooseRepeats: (choice: RepeatChoice) => dispatch({ type: 'repeats', choice }),
    handleImport() {
      const { toSend, ready } = check;
      if (!toSend || !ready) return;
      dispatch({ type: 'sent', lines: toSend.lines });
      submit.mutate({ rows: toSend.rows, ...(state.classId ? { class: state.classId } : {}) });
    },
    handleDownload() {
      if (!created) return;
      downloadCsv(PASSWORDS_FILE, [
        [t('users.username'), t('users.firstName'), t('users.lastName'), t('bulkImport.password')],
        ...created.map((user) => [user.username, user.first_name, user.last_name, user.password]),
      ]);
      dispatch({ type: 'downloaded' });
    },
    handleClose: () => canClose() && onClose(),
    closeNow: onClose,
  };
}

export type ImportSteps = ReturnType<typeof useImportSteps>;

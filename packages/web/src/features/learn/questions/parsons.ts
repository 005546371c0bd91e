// A parsons answer's edits as pure functions (ParsonsInput.tsx): each returns the next program, never
// changing the one it was given.
export interface ParsonsLine {
  text: string;
  indent: number;
}

export const MAX_INDENT = 6;

/** What a drag carries: where the line comes from, its place there, and its text. */
export interface ParsonsDrag {
  from: 'pool' | 'program';
  index: number;
  text: string;
}

/** The lines still offered: every line minus those used (a line offered twice is used once at a time). */
export const poolOf = (lines: readonly string[], program: readonly ParsonsLine[]): string[] => {
  const used = program.map((l) => l.text);
  return lines.filter((line) => {
    const at = used.indexOf(line);
    if (at === -1) return true;
    used.splice(at, 1);
    return false;
  });
};

/** `text` put into the program at `at` (at the end by default), not indented. */
export const insertLine = (program: readonly ParsonsLine[], text: string, at = program.length) => {
  const next = [...program];
  next.splice(at, 0, { text, indent: 0 });
  return next;
};

/** The line at `index` changed, or taken out where `change` gives null. */
export const changeLine = (
  program: readonly ParsonsLine[],
  index: number,
  change: (line: ParsonsLine) => ParsonsLine | null,
) => {
  const next = [...program];
  const changed = change(next[index]!);
  if (changed) next[index] = changed;
  else next.splice(index, 1);
  return next;
};

/** The line at `index` moved `by` places; null when that would leave the program. */
export const moveLine = (program: readonly ParsonsLine[], index: number, by: number) => {
  const target = index + by;
  if (target < 0 || target >= program.length) return null;
  const next = [...program];
  const [line] = next.splice(index, 1);
  next.splice(target, 0, line!);
  return next;
};

/**
 * The program after a line is dropped: on the program (before the line at `at`, or at the end), or on the pool
 * (a program line goes back). Null when nothing changes (a pool line dropped on the pool).
 */
export const dropLine = (
  program: readonly ParsonsLine[],
  drag: ParsonsDrag,
  to: 'pool' | 'program',
  at?: number,
): ParsonsLine[] | null => {
  if (to === 'program') {
    if (drag.from === 'pool') return insertLine(program, drag.text, at ?? program.length);
    const next = [...program];
    const [line] = next.splice(drag.index, 1);
    const target = at === undefined ? next.length : at > drag.index ? at - 1 : at;
    next.splice(target, 0, line!);
    return next;
  }
  return drag.from === 'program' ? changeLine(program, drag.index, () => null) : null;
};

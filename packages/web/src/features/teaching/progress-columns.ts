// The class progress grid's columns (ProgressTable.tsx): a column per stage, or per item of one stage, each
// saying what a student's cell holds and the class's average.
import type { ClassProgress, ProgressGridCell, ProgressItem, ProgressStudent } from '@brickyard/core';

export type View = 'stage' | 'item';

export interface Column {
  key: string;
  header: string;
  title: string;
  /** The item behind the column (by-item view). */
  item: ProgressItem | null;
  value: (student: ProgressStudent) => { percentage: number; cell: ProgressGridCell | null };
  total: number;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** By stage: one column per stage, its mean. By item: the items of stage `stage`, each its own cell. */
export const progressColumns = (data: ClassProgress, view: View, stage: number, t: Translate): Column[] =>
  view === 'stage'
    ? data.stages.map((s, index) => ({
        key: s._id,
        header: t('progress.stageNumber', { number: index + 1 }),
        title: s.title,
        item: null,
        value: (student) => ({ percentage: student.stageTotals[index] ?? 0, cell: null }),
        total: data.stageTotals[index] ?? 0,
      }))
    : data.items.flatMap((item, index) =>
        item.stage === stage
          ? [
              {
                key: item._id,
                header: item.title,
                title: t(`progress.kind.${item.kind}`),
                item,
                value: (student: ProgressStudent) => ({
                  percentage: student.cells[index]?.percentageCompleted ?? 0,
                  cell: student.cells[index] ?? null,
                }),
                total: data.itemTotals[index] ?? 0,
              },
            ]
          : [],
      );

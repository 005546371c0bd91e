// The progress grid's columns: by stage one per stage with its mean, by item the items of the stage chosen.
import type { ClassProgress, ProgressStudent } from '@brickyard/core';
import { describe, expect, it } from 'vitest';
import { progressColumns } from './progress-columns.ts';

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

const cell = (percentageCompleted: number) => ({
  percentageCompleted,
  introductionComplete: true,
  teacherAssessment: null,
});

const student: ProgressStudent = {
  _id: 's',
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada',
  xp: 0,
  cells: [cell(10), cell(20), cell(30)],
  stageTotals: [15, 30],
  total: 20,
  projects: { count: 0, latest: null },
};

const data: ClassProgress = {
  course: { _id: 'c', title: 'Course' },
  stages: [
    { _id: 'st1', title: 'One' },
    { _id: 'st2', title: 'Two' },
  ],
  items: [
    { _id: 'i1', kind: 'quiz', title: 'Quiz', stage: 0, autoMarkedXp: 0 },
    { _id: 'i2', kind: 'tutorial', title: 'Tutorial', stage: 0, autoMarkedXp: 5 },
    { _id: 'i3', kind: 'challenge', title: 'Challenge', stage: 1, autoMarkedXp: 0 },
  ],
  students: [student],
  itemTotals: [11, 22, 33],
  stageTotals: [16, 33],
  total: 25,
  count: 1,
  pages: 1,
  page: 0,
};

describe('progressColumns', () => {
  it('by stage: a column per stage, with the student mean and the class mean', () => {
    const columns = progressColumns(data, 'stage', 0, t);
    expect(columns.map((c) => [c.key, c.header, c.title, c.item, c.total])).toEqual([
      ['st1', 'progress.stageNumber {"number":1}', 'One', null, 16],
      ['st2', 'progress.stageNumber {"number":2}', 'Two', null, 33],
    ]);
    expect(columns[1]!.value(student)).toEqual({ percentage: 30, cell: null });
  });

  it('by item: the items of the stage chosen, each with its own cell', () => {
    const columns = progressColumns(data, 'item', 0, t);
    expect(columns.map((c) => [c.key, c.header, c.title, c.total])).toEqual([
      ['i1', 'Quiz', 'progress.kind.quiz', 11],
      ['i2', 'Tutorial', 'progress.kind.tutorial', 22],
    ]);
    expect(columns[1]!.item?._id).toBe('i2');
    expect(columns[1]!.value(student)).toEqual({ percentage: 20, cell: cell(20) });
    expect(progressColumns(data, 'item', 1, t).map((c) => c.key)).toEqual(['i3']);
  });

  it('reads a missing cell as 0', () => {
    const columns = progressColumns(data, 'item', 1, t);
    expect(columns[0]!.value({ ...student, cells: [] })).toEqual({ percentage: 0, cell: null });
  });
});

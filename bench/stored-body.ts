// Reading stored bodies back (`BENCH_ONLY=bodies`): every body of the demo courses, as the content store reads a
// row it has not cached, beside the floor of reading its JSON alone. The store parses each body with its kind's
// stored body schema (core `parseStoredBody`); the entity schemas, which check limits and sanitise rich text, are
// timed too, as what parsing with them instead would cost.
import {
  AssessmentSchema,
  BrickSchema,
  ChallengeSchema,
  CourseSchema,
  parseStoredBody,
  QuestionSchema,
  ReferenceSchema,
  TopicSchema,
} from '@brickyard/core';
import { loadSeedCourse, type SeedRow } from '../packages/server/src/db/seed/courses/load.ts';
import { DEMO_COURSES } from '../packages/server/src/db/seed/demo.ts';

const ENTITY = {
  courses: CourseSchema,
  assessments: AssessmentSchema,
  questions: QuestionSchema,
  topics: TopicSchema,
  bricks: BrickSchema,
  challenges: ChallengeSchema,
  references: ReferenceSchema,
} as const;

/** Median milliseconds of `runs` passes of `read` over every row. */
const time = (
  rows: { kind: SeedRow['kind']; text: string }[],
  read: (row: (typeof rows)[number]) => void,
  runs = 15,
) => {
  for (let i = 0; i < 3; i++) for (const row of rows) read(row);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    for (const row of rows) read(row);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
};

export const benchStoredBodies = () => {
  const rows = DEMO_COURSES.flatMap((course) => loadSeedCourse(course)).map((row) => ({
    kind: row.kind,
    text: JSON.stringify(row.body),
  }));
  const kb = rows.reduce((sum, row) => sum + row.text.length, 0) / 1024;
  const floor = time(rows, (row) => JSON.parse(row.text));
  const stored = time(rows, (row) => {
    if (!parseStoredBody(row.kind, JSON.parse(row.text)).ok)
      throw new Error(`a demo ${row.kind} body does not read`);
  });
  // What the entity schemas would cost (they refuse older bodies, so only the time is of interest here).
  const entity = time(rows, (row) => ENTITY[row.kind].safeParse(JSON.parse(row.text)));
  console.log(
    `\nReading the demo courses' ${rows.length} stored bodies (${kb.toFixed(0)} KB of JSON), median of 15 passes\n`,
  );
  console.log('| reading | ms per pass | µs per body | floor / target |');
  console.log('|---|---:|---:|---:|');
  for (const [name, ms] of [
    ['JSON.parse only (floor)', floor],
    ['JSON.parse + stored body schema (the content store)', stored],
    ['JSON.parse + entity schema (not used: limits, sanitiser)', entity],
  ] as const)
    console.log(
      `| ${name} | ${ms.toFixed(2)} | ${((ms * 1000) / rows.length).toFixed(1)} | ${((floor / ms) * 100).toFixed(0)}% |`,
    );
};

// The rich-text sanitiser's cost on hostile input (`BENCH_ONLY=sanitize`): each input below at 100 KB and at
// 1 MB, and ordinary rich text (the demo courses' own) at the same sizes. A sanitiser whose cost grows with the
// length of its input takes about 10 times as long on 1 MB as on 100 KB; a quadratic one about 100 times.
import { loadSeedCourse } from '../packages/server/src/db/seed/courses/load.ts';
import { DEMO_COURSES } from '../packages/server/src/db/seed/demo.ts';

/** `unit` repeated until the text is `size` characters long (cut at `size`). */
const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** Every string of the demo courses that holds markup: the rich text a real course stores. */
const seedRichText = () => {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/<(p|strong|em|code|ul|li|a)[ >]/.test(value)) texts.push(value);
    } else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
  };
  for (const course of DEMO_COURSES) for (const row of loadSeedCourse(course)) walk(row.body);
  return texts.join('\n');
};

/** Half as deep as the size allows, then as many closing tags. */
const nested = (open: string, close: string, size: number) => {
  const depth = Math.floor(size / (open.length + close.length));
  return open.repeat(depth) + close.repeat(depth);
};

/** The inputs, by name, each a function of its size in characters. */
export const SANITIZE_INPUTS: Record<string, (size: number) => string> = {
  'ordinary rich text (the demo courses, repeated)': (size) => fill(`${seedRichText()}\n`, size),
  '`<a` repeated': (size) => fill('<a', size),
  '`<` repeated': (size) => fill('<', size),
  '`<a href="x` repeated (quotes never closed)': (size) => fill('<a href="x', size),
  "`<p title='` then text, never closed": (size) => `<p title='${fill('x', size - 10)}`,
  '`<a b` repeated (attributes, no `>`)': (size) => fill('<a b ', size),
  'one `<a>` with a 1 MB href': (size) => `<a href="https://example.org/${fill('a', size - 40)}">x</a>`,
  'one `<p>` with many attributes': (size) => `<p${fill(' onclick=alert(1)', size - 5)}>x</p>`,
  'nested `<span>`, closed': (size) => nested('<span>', '</span>', size),
  'nested `<b>`, never closed': (size) => fill('<b>', size),
  'nested `<span>`, then stray `</b>`': (size) => nested('<span>', '</b>', size),
  'nested unknown tags, then stray closes': (size) => nested('<div>', '</x>', size),
  '`&amp;` repeated': (size) => fill('&amp;', size),
  '`&#x61;` and `&lt` repeated': (size) => fill('&#x61;&lt', size),
  '`<a href="&#x6a;` repeated': (size) => fill('<a href="&#x6a;', size),
  '`<!--` repeated (comments never closed)': (size) => fill('<!--', size),
  '`<script>` repeated (never closed)': (size) => fill('<script>', size),
  '`</` repeated': (size) => fill('</', size),
};

export const SANITIZE_SIZES = [100_000, 1_000_000] as const;

/** Median milliseconds of `runs` calls of `sanitize` on `input`. */
const time = (sanitize: (html: string) => string, input: string, runs: number) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    sanitize(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
};

export interface SanitizeFigure {
  input: string;
  small: number;
  large: number;
}

/**
 * Times `sanitize` on every input at 100 KB and 1 MB (the median of 5 runs, after 3 warm-up runs on the 100 KB
 * input). An input whose 100 KB run takes longer than `largeLimitMs` is not run at 1 MB (its `large` is NaN).
 */
export const timeSanitizer = (
  sanitize: (html: string) => string,
  {
    runs = 5,
    largeLimitMs = Number.POSITIVE_INFINITY,
    only,
  }: { runs?: number; largeLimitMs?: number; only?: string[] } = {},
) => {
  const figures: SanitizeFigure[] = [];
  for (const [name, make] of Object.entries(SANITIZE_INPUTS)) {
    if (only && !only.includes(name)) continue;
    const [smallSize, largeSize] = SANITIZE_SIZES;
    const smallInput = make(smallSize);
    for (let i = 0; i < 3; i++) sanitize(smallInput);
    const small = time(sanitize, smallInput, runs);
    const large = small > largeLimitMs ? Number.NaN : time(sanitize, make(largeSize), runs);
    figures.push({ input: name, small, large });
  }
  return figures;
};

export const printSanitizeFigures = (title: string, figures: SanitizeFigure[]) => {
  console.log(`\n${title}\n`);
  console.log('| input | 100 KB (ms) | 1 MB (ms) | 1 MB / 100 KB |');
  console.log('|---|---:|---:|---:|');
  const ms = (value: number) => (Number.isNaN(value) ? 'not run' : value.toFixed(1));
  for (const f of figures)
    console.log(
      `| ${f.input} | ${ms(f.small)} | ${ms(f.large)} | ${Number.isNaN(f.large) ? '' : (f.large / f.small).toFixed(1)} |`,
    );
};

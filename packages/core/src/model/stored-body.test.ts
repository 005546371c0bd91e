import { describe, expect, it } from 'vitest';
import { parseStoredBody } from './stored-body.ts';

const brick = (pieces: unknown[], extra: Record<string, unknown> = {}) => ({
  title: 'Loops',
  language: 'en',
  pieces,
  bricks: ['b2', 'b3'],
  ...extra,
});

describe('stored bodies, read back', () => {
  it('reads a body as written, keeping keys no schema names, at any depth', () => {
    const body = brick(
      [
        {
          _id: 'p1',
          format: 'section',
          data: {
            title: 'Inside',
            pieces: [{ _id: 'p2', format: 'text', data: { text: '<p>Hi</p>', note: 1 } }],
          },
        },
      ],
      { legacyFlag: true },
    );
    const parsed = parseStoredBody('bricks', body);
    expect(parsed).toEqual({ ok: true, body });
  });

  it('reads an older body that lacks fields added since, and a value retired from a list', () => {
    expect(parseStoredBody('topics', { title: 'Loops' })).toEqual({ ok: true, body: { title: 'Loops' } });
    // A course level no longer offered is still text, so the course still opens.
    expect(parseStoredBody('courses', { title: 'C', level: 'retired-level' }).ok).toBe(true);
    // An assessment's questions are kept as their ids.
    expect(parseStoredBody('assessments', { questions: ['q1', 'q2'] })).toEqual({
      ok: true,
      body: { questions: ['q1', 'q2'] },
    });
  });

  it('does not run the sanitiser again: stored rich text is returned exactly', () => {
    const text = '<p onclick="x()">Already stored</p>';
    const parsed = parseStoredBody('bricks', brick([{ _id: 'p1', format: 'text', data: { text } }]));
    expect(parsed.ok && parsed.body.pieces?.[0]).toMatchObject({ data: { text } });
  });

  it('refuses a value of the wrong JSON type, naming where', () => {
    expect(parseStoredBody('topics', { title: 42 })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^title:/),
    });
    expect(parseStoredBody('assessments', { questions: [{ _id: 'q1' }] })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^questions\.0:/),
    });
    expect(parseStoredBody('bricks', brick('not a list' as unknown as unknown[])).ok).toBe(false);
  });

  it('knows a piece by its format: an unknown format, or data of another shape, is refused', () => {
    expect(parseStoredBody('bricks', brick([{ _id: 'p1', format: 'hologram', data: {} }]))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^pieces\.0\.format:/),
    });
    // A section's pieces, read as pieces: a nested piece whose text is a number is found.
    const nested = brick([
      {
        _id: 'p1',
        format: 'section',
        data: { title: 'S', pieces: [{ _id: 'p2', format: 'text', data: { text: 7 } }] },
      },
    ]);
    expect(parseStoredBody('bricks', nested)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^pieces\.0\.data\.pieces\.0\.data\.text:/),
    });
  });

  it('refuses a body that is not an object', () => {
    expect(parseStoredBody('links', ['a']).ok).toBe(false);
    expect(parseStoredBody('links', null).ok).toBe(false);
  });
});

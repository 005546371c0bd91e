// Setting up a learner's progress through the real API (not the page), for specs whose subject comes after
// learning: right answers from the seed the server loaded, the tutorial's sub-steps opened and completed, the
// challenge ticked. Already finished items are left as they are, so it can run after learning.spec.
import { type APIRequestContext, expect } from '@playwright/test';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import type { SeedQuestion } from '../packages/server/src/db/seed/courses/types.ts';
import { apiToken, bearer } from './helpers.ts';
import { plain } from './learn-helpers.ts';

interface LearnerQuestion {
  _id: string;
  title: string;
  options: { _id: string; text: string }[];
  left: string[];
}
interface Item {
  _id: string;
  title: string;
  complete: boolean;
  conceptIntro: { _id: string; complete: boolean } | null;
}
interface Brick {
  _id: string;
  action: { completed: boolean } | null;
  bricks: Brick[];
}

const same = (a: string, b: string) => plain(a).trim() === plain(b).trim();

/** The right answer to a seed question, in the API's terms, from what the learner receives. */
const answerFor = (q: SeedQuestion, lq: LearnerQuestion) => {
  const optionId = (text: string) => lq.options.find((o) => same(o.text, text))!._id;
  switch (q.type) {
    case 'concept_intro':
      return {};
    case 'radio':
    case 'dropdown':
      return { option: optionId(q.options.find((o) => o.correct)!.text) };
    case 'poll':
      return { option: optionId(q.options[0]!.text) };
    case 'checkbox':
      return { options: q.options.filter((o) => o.correct).map((o) => optionId(o.text)) };
    case 'textfield':
    case 'missing_word':
      return { text: q.answers[0] };
    case 'textarea':
      return { text: 'I learned how to make the computer talk.' };
    case 'fill_in_blanks':
      return { blanks: q.blanks };
    case 'mix_match':
      return { matches: lq.left.map((left) => q.pairs.find(([l]) => same(l, left))![1]) };
    case 'multi_stage':
      return { stages: q.stages.map((s) => s.answer) };
    case 'parsons_problem':
      return {
        lines: q.lines.map((line) => ({
          text: line.trim(),
          indent: (line.length - line.trimStart().length) / 4,
        })),
      };
    default:
      throw new Error(`No API answer for ${q.type}`);
  }
};

const leaves = (brick: Brick): Brick[] =>
  brick.bricks.length === 0 ? [brick] : brick.bricks.flatMap(leaves);

/**
 * Makes `username` finish the first stage of "JavaScript: first steps" (intro quiz, the topics' lessons, the
 * tutorial, the challenge and the final quiz), which opens stage 2. Returns the course id.
 */
export const finishJavascriptStageOne = async (request: APIRequestContext, username: string) => {
  // The e2e access tokens live 3 s and this takes longer on a busy machine: a token younger than a second is kept.
  let token = { value: '', at: 0 };
  const auth = async () => {
    if (Date.now() - token.at > 1_000) token = { value: await apiToken(request, username), at: Date.now() };
    return bearer(token.value);
  };
  const courses = await (await request.get('/api/courses?draft=false', { headers: await auth() })).json();
  const courseId = courses.items.find((c: { title: string }) => c.title === javascriptCourse.title.en)._id;
  expect(
    (
      await request.put('/api/users/me/update-course', {
        headers: await auth(),
        data: { currentCourse: courseId },
      })
    ).ok(),
  ).toBe(true);
  const home = async () =>
    (await (await request.get(`/api/courses/${courseId}/home`, { headers: await auth() })).json()).stages[0];
  const seed = javascriptCourse.stages[0]!;
  const seedAssessments = [
    ...seed.introQuizzes,
    ...seed.topics.map((t) => t.conceptIntro),
    ...seed.finalQuizzes,
  ];

  const takeAssessment = async (id: string) => {
    const view = await (
      await request.get(`/api/learn/assessments/${id}?course=${courseId}`, { headers: await auth() })
    ).json();
    if (view.preview) return; // already complete
    const assessment = seedAssessments.find((a) => a.title === view.title)!;
    const done = new Set([...view.progress.questionsCompleted, ...view.progress.questionsSkipped]);
    for (const lq of view.questions as LearnerQuestion[]) {
      if (done.has(lq._id)) continue;
      const q = assessment.questions.find((s) => s.title === lq.title)!;
      const answered = await request.post(`/api/learn/assessments/${id}/answers?course=${courseId}`, {
        headers: await auth(),
        data: { question: lq._id, answer: answerFor(q, lq) },
      });
      expect(answered.ok(), `${assessment.title}: ${q.title}`).toBe(true);
      expect(['correct', 'accepted'], `${assessment.title}: ${q.title}`).toContain(
        (await answered.json()).status,
      );
    }
  };

  let stage = await home();
  for (const quiz of stage.sections.introQuizzes as Item[])
    if (!quiz.complete) await takeAssessment(quiz._id);
  stage = await home();
  for (const topic of stage.sections.topics as Item[])
    if (topic.conceptIntro && !topic.conceptIntro.complete) await takeAssessment(topic.conceptIntro._id);

  for (const tutorial of (await home()).sections.tutorials as Item[]) {
    if (tutorial.complete) continue;
    const view = await (
      await request.get(`/api/learn/bricks/${tutorial._id}?course=${courseId}`, { headers: await auth() })
    ).json();
    for (const leaf of leaves(view.project as Brick)) {
      if (leaf.action?.completed) continue;
      for (const event of ['open', 'complete']) {
        const sent = await request.post(`/api/learn/bricks/${tutorial._id}/${event}?course=${courseId}`, {
          headers: await auth(),
          data: { brick: leaf._id },
        });
        expect(sent.ok(), await sent.text()).toBe(true);
      }
    }
  }

  for (const challenge of (await home()).sections.challenges as Item[]) {
    if (challenge.complete) continue;
    const url = `/api/learn/challenges/${challenge._id}`;
    const view = await (await request.get(`${url}?course=${courseId}`, { headers: await auth() })).json();
    const ticks = view.decomposition.map((d: { _id: string }) => ({ item: d._id, completed: true }));
    expect(
      (
        await request.put(`${url}/progress?course=${courseId}`, {
          headers: await auth(),
          data: { decomposition: ticks },
        })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await request.put(`${url}/progress?course=${courseId}`, {
          headers: await auth(),
          data: { completed: true },
        })
      ).ok(),
    ).toBe(true);
  }

  for (const quiz of (await home()).sections.finalQuizzes as Item[])
    if (!quiz.complete) await takeAssessment(quiz._id);
  const after = await (await request.get(`/api/courses/${courseId}/home`, { headers: await auth() })).json();
  expect(after.stages[1].locked).toBe(false);
  return courseId as string;
};

/** The creator's headers, afresh for each call (the e2e access tokens live 3 s). */
const asCreator = async (request: APIRequestContext) => bearer(await apiToken(request, 'creator'));

/** As the creator: a published assessment of `type` holding `questions` (as the editor saves them); its id. */
export const createAssessment = async (
  request: APIRequestContext,
  title: string,
  type: 'quiz' | 'conceptIntro',
  questions: object[],
) => {
  const created = await request.post('/api/assessments', {
    headers: await asCreator(request),
    data: { title, language: 'javascript', type, draft: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json())._id as string;
  const saved = await request.put(`/api/assessments/${id}`, {
    headers: await asCreator(request),
    data: { version: 1, questions },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return id;
};

/** As the creator: a published JavaScript course of one published stage holding `sections` (ids); its id. */
export const createCourse = async (
  request: APIRequestContext,
  title: string,
  sections: { introQuizzes?: string[]; topics?: string[]; tutorials?: string[] },
) => {
  const course = await request.post('/api/courses', {
    headers: await asCreator(request),
    data: { title, language: 'javascript', draft: false },
  });
  expect(course.status(), await course.text()).toBe(201);
  const id = (await course.json())._id as string;
  const staged = await request.put(`/api/courses/${id}`, {
    headers: await asCreator(request),
    data: { version: 1, stages: [{ title, draft: false, ...sections }] },
  });
  expect(staged.ok(), await staged.text()).toBe(true);
  return id;
};

// Taking assessments as a learner would, with the right answers from the seed the server loaded.
import { expect, type Page } from '@playwright/test';
import type { SeedAssessment, SeedQuestion } from '../packages/server/src/db/seed/courses/types.ts';
import { expectPath } from './helpers.ts';

/** The xp of finishing each assessment type (§9). */
export const XP = { quiz: 15, conceptIntro: 10, boost: 15, exam: 0 } as const;

/** Strips the simple HTML the seed uses, as the page shows it. */
export const plain = (html: string) => html.replace(/<[^>]+>/g, '');

/** Gives the right answer to the question on screen, and checks it. */
export const answerRight = async (page: Page, q: SeedQuestion) => {
  const check = page.getByRole('button', { name: 'Check' });
  switch (q.type) {
    case 'concept_intro':
      await page.getByRole('button', { name: 'Continue' }).click();
      return;
    case 'radio':
    case 'poll':
      await page
        .getByRole('radio', {
          name: plain((q.options.find((o) => 'correct' in o && o.correct) ?? q.options[0])!.text),
          exact: true,
        })
        .check();
      break;
    case 'checkbox':
      for (const o of q.options.filter((o) => o.correct))
        await page.getByRole('checkbox', { name: plain(o.text), exact: true }).check();
      break;
    case 'dropdown':
      await page
        .getByRole('combobox', { name: 'Your answer' })
        .selectOption({ label: plain(q.options.find((o) => o.correct)!.text) });
      break;
    case 'textfield':
      await page.getByRole('textbox', { name: 'Your answer' }).fill(q.answers[0]!);
      break;
    case 'textarea':
      await page
        .getByRole('textbox', { name: 'Your answer' })
        .fill('I learned how to make the computer talk.');
      break;
    case 'missing_word':
      await page.getByRole('textbox', { name: 'Blank 1' }).fill(q.answers[0]!);
      break;
    case 'fill_in_blanks':
      for (const [i, blank] of q.blanks.entries())
        await page.getByRole('textbox', { name: `Blank ${i + 1}` }).fill(blank);
      break;
    case 'mix_match':
      for (const [left, right] of q.pairs)
        await page
          .getByRole('combobox', { name: `What goes with ${plain(left)}?` })
          .selectOption({ label: plain(right) });
      break;
    case 'multi_stage':
      for (const [i, stage] of q.stages.entries()) {
        await page.getByRole('textbox', { name: `Part ${i + 1}: ${plain(stage.prompt)}` }).fill(stage.answer);
        if (i < q.stages.length - 1) {
          await check.click();
          await expect(page.getByRole('status')).toContainText('Correct, well done!');
        }
      }
      break;
    case 'parsons_problem':
      for (const line of q.lines) {
        const text = line.trim();
        await page
          .getByRole('button', { name: `Add the line ${text}` })
          .first()
          .click();
        const depth = (line.length - line.trimStart().length) / 4;
        for (let n = 0; n < depth; n++)
          await page
            .getByRole('button', { name: `Indent ${text}` })
            .last()
            .click();
      }
      break;
    case 'code_challenge':
    case 'missing_code':
      throw new Error(`"${q.title}" runs code: its spec answers it`);
  }
  if (q.explanationRequired)
    await page.getByRole('textbox', { name: 'Explain your answer' }).fill('Because it fits.');
  await check.click();
  await expect(page.getByRole('status')).toContainText(
    q.type === 'textarea' || q.type === 'poll' ? 'Thanks for the answer' : 'Correct, well done!',
  );
};

/** Answers every question of the assessment on screen, then expects the toast and the way home. */
export const takeAssessment = async (
  page: Page,
  assessment: SeedAssessment,
  options: { wrongFirst?: boolean } = {},
) => {
  await expect(page.getByRole('heading', { level: 1, name: assessment.title })).toBeVisible();
  for (const [index, q] of assessment.questions.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: q.title })).toBeVisible();
    if (index === 0 && options.wrongFirst && q.type === 'radio') {
      const wrong = q.options.find((o) => !o.correct)!;
      await page.getByRole('radio', { name: plain(wrong.text), exact: true }).check();
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page.getByRole('status')).toContainText("Sorry, that wasn't quite right");
    }
    await answerRight(page, q);
    if (q.type === 'concept_intro') continue;
    const last = index === assessment.questions.length - 1;
    await page.getByRole('button', { name: last ? 'Finish' : 'Next' }).click();
  }
  await expect(page.getByText(`XP increased by ${XP[assessment.type]}`).first()).toBeVisible();
  await expectPath(page, '/learn');
};

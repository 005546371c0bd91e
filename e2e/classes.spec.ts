// A teacher's classes: the demo class (read as it is seeded), creating a class in two stages, archiving and restoring it.
import { expect, test } from './fixtures.ts';
import { expectPath, logIn, makeTeacher } from './helpers.ts';

test('a teacher sees their class with its code and student count', async ({ page }) => {
  await logIn(page, 'teacher');
  await expectPath(page, '/classes');
  const row = page.getByRole('row', { name: /Year 8 Coding/ });
  await expect(row).toContainText('BRKDMZ');
  await expect(row.getByRole('cell').nth(3)).toHaveText('3');
});

test('a teacher creates a class in three stages, then archives and restores it', async ({
  page,
  request,
}) => {
  await logIn(page, await makeTeacher(request, 'classmaker'));
  await page.getByRole('button', { name: 'Create Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Class' });
  await expect(dialog.getByRole('progressbar', { name: 'Stage 1 of 3' })).toBeVisible();
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();

  await dialog.getByLabel('Class name').fill('Year 10 Python');
  await dialog.getByLabel('Year group').selectOption('Year 10');
  const password = dialog.getByRole('textbox', { name: 'Class password' });
  await password.fill('abc');
  await password.blur();
  await expect(dialog.getByText('Password must be 4 characters or more')).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await password.fill('secret1');
  await continueButton.click();

  // The pupils: they join with the invite link, or the teacher creates their accounts (pupils.spec.ts).
  await expect(dialog.getByRole('progressbar', { name: 'Stage 2 of 3' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Stage 3 of 3' })).toBeVisible();
  const code = (await dialog.getByTestId('class-code').textContent()) ?? '';
  expect(code).toMatch(/^[BCDFGHJKMNPQRSTVWXZ]{6}$/);
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: /Year 10 Python/ });
  await expect(row).toContainText(code);
  await expect(row).toContainText('Year 10');

  await row.getByRole('button', { name: 'Archive Year 10 Python' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive this class?' });
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Class Saved')).toBeVisible();
  await expect(page.getByRole('row', { name: /Year 10 Python/ })).toHaveCount(0);

  await page.getByText('Archived', { exact: true }).click();
  const archivedRow = page.getByRole('row', { name: /Year 10 Python/ });
  await expect(archivedRow).toBeVisible();
  await archivedRow.getByRole('button', { name: 'Restore Year 10 Python' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this class?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByRole('row', { name: /Year 10 Python/ })).toHaveCount(0);
  await page.getByText('Active', { exact: true }).click();
  await expect(page.getByRole('row', { name: /Year 10 Python/ })).toBeVisible();
});

test('the classes page reads right to left in Arabic', async ({ page, request }) => {
  await logIn(page, await makeTeacher(request, 'arabicclasses'));
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الصفوف' })).toBeVisible();
  await page.getByRole('button', { name: 'إنشاء صف' }).click();
  await expect(page.getByRole('dialog', { name: 'إنشاء صف' })).toBeVisible();
  await page.waitForTimeout(500); // let the modal finish fading in before the picture
  await page.screenshot({ path: 'test-results/ar-classes.png' });
  await page.getByRole('button', { name: 'خروج', exact: true }).click();
  await page.getByLabel('اللغة').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

// Issue 22, item 3: a teacher creates their pupils' accounts. In Create Class's second stage they type three
// pupils, create the accounts, and get login cards (name, username, one-time password, class code, where to log
// in) to print, in the language they choose; one pupil logs in with the card and sets their own password. Later,
// the class's Students tab adds one more the same way.
import { expect, test } from './fixtures.ts';
import { expectPath, logIn, logOut, makeTeacher, submitLogin, uniqueTag } from './helpers.ts';

test('a teacher creates a class with three pupils and login cards; a pupil logs in with their card', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  await logIn(page, await makeTeacher(request, 'cardteacher'));
  await page.getByRole('button', { name: 'Create Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Class' });
  await dialog.getByLabel('Class name').fill(`Robins ${tag}`);
  await dialog.getByRole('textbox', { name: 'Class password' }).fill('nest1');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByRole('progressbar', { name: 'Stage 2 of 3' })).toBeVisible();
  const pupils = [
    ['Ada', `Quill${tag}`.slice(0, 16)],
    ['Bo', 'Lin'],
    ['Cy', 'Moss'],
  ];
  for (const [i, [first, last]] of pupils.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: 'Add another pupil' }).click();
    await dialog.getByRole('textbox', { name: `First name of pupil ${i + 1}` }).fill(first!);
    await dialog.getByRole('textbox', { name: `Last name of pupil ${i + 1}` }).fill(last!);
  }
  // A row with a first name only is caught before anything is sent.
  await dialog.getByRole('button', { name: 'Add another pupil' }).click();
  await dialog.getByRole('textbox', { name: 'First name of pupil 4' }).fill('Dee');
  await dialog.getByRole('button', { name: 'Create accounts: 4' }).click();
  await expect(dialog.getByText('Type a name')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove pupil 4' }).click();
  await dialog.getByRole('button', { name: 'Create accounts: 3' }).click();

  await expect(dialog.getByText('Accounts created: 3')).toBeVisible();
  const accounts = dialog.getByRole('table', { name: 'The new accounts' });
  const ada = accounts.getByRole('row', { name: /Ada Quill/ });
  const username = (await ada.getByRole('cell').nth(0).textContent())!.trim();
  const password = (await ada.getByRole('cell').nth(1).textContent())!.trim();
  expect(username).toMatch(/^ada\d*$/);
  const cards = dialog.getByRole('region', { name: 'Login cards' });
  await expect(cards.getByRole('article')).toHaveCount(3);
  const adaCard = cards.getByRole('article', { name: /Ada Quill/ });
  await expect(adaCard).toContainText(username);
  await expect(adaCard).toContainText(password);
  await expect(adaCard).toContainText('/login?groupId=');
  const link = (await adaCard.getByText(/\/login\?groupId=/).textContent())!.trim();
  // Printed, the page is the cards alone.
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: test.info().outputPath('cards-print.png') });
  await page.emulateMedia({ media: 'screen' });
  // In the pupils' language: Arabic cards read right to left.
  await dialog.getByRole('combobox', { name: 'Language of the cards' }).selectOption({ label: 'العربية' });
  await expect(adaCard).toContainText('اسم المستخدم');
  await expect(cards).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: test.info().outputPath('cards-ar.png'), fullPage: true });

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Stage 3 of 3' })).toBeVisible();
  const code = (await dialog.getByTestId('class-code').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Robins ${tag}`) })).toContainText(code);
  // A page without cards prints as it is.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await logOut(page);

  // The pupil opens the card's link, which names the class, logs in and chooses their own password.
  await page.goto(link);
  await expect(page.getByText(`You are logging in to Robins ${tag}`)).toBeVisible();
  await expect(page.getByText("Tess Teacher's class")).toBeVisible();
  await submitLogin(page, username, password);
  const choose = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(choose).toBeVisible();
  await choose.getByRole('textbox', { name: 'New password', exact: true }).fill('myownpw1');
  await choose.getByRole('textbox', { name: 'Confirm new password' }).fill('myownpw1');
  await choose.getByRole('button', { name: 'Reset' }).click();
  await expect(choose).toBeHidden();
  await expectPath(page, '/learn');
  // Logging out leads back to the class's login, for the next pupil at the same computer.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectPath(page, '/login', `?groupId=${new URL(link).searchParams.get('groupId')}`);
  await expect(page.getByText(`You are logging in to Robins ${tag}`)).toBeVisible();
  await submitLogin(page, username, 'myownpw1');
  await expectPath(page, '/learn');
});

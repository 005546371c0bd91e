// A student joins a class with its code: the empty, unknown and already-joined cases, then a real join.
import { expect, test } from './fixtures.ts';
import { apiToken, bearer, joinClass, logIn, makeClass, makeStudent, makeTeacher } from './helpers.ts';

test('a student joins a class with its code', async ({ page, request }) => {
  // A teacher of the spec's own with a class the student is in already, and a new class, made through the API.
  const teacher = await makeTeacher(request, 'clubteacher');
  const first = await makeClass(request, teacher, 'Year 8 Coding');
  const student = await makeStudent(request, 'joiner');
  await joinClass(request, student, first.classId);
  const token = await apiToken(request, teacher);
  const created = await request.post('/api/classes', {
    data: { name: 'Coding Club', password: 'clubpass' },
    headers: bearer(token),
  });
  expect(created.status()).toBe(201);
  const { _id: classId, classId: code } = await created.json();

  // The student is in a class already: the button offers another one.
  await logIn(page, student);
  await page.getByRole('button', { name: 'Join another class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join a class' });
  const field = dialog.getByLabel('Class code');
  const join = dialog.getByRole('button', { name: 'Join', exact: true });

  await join.click();
  await expect(dialog.getByText('Please enter a code')).toBeVisible();

  await field.fill('bcdbcd');
  await expect(field).toHaveValue('BCDBCD');
  await join.click();
  await expect(
    dialog.getByText('Sorry, the class code was invalid, please check the code and try again'),
  ).toBeVisible();

  await field.fill(first.classId);
  await join.click();
  await expect(dialog.getByText('You are already part of that class')).toBeVisible();

  await field.fill(code.toLowerCase());
  await join.click();
  await expect(page.getByText('You joined Coding Club.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Read back as the teacher: the class now has exactly that one student.
  // Access tokens live 3 seconds in these runs: a fresh one for the read-back.
  const fresh = await apiToken(request, teacher);
  const cls = await request.get(`/api/classes/${classId}`, { headers: bearer(fresh) });
  expect((await cls.json()).students).toHaveLength(1);
});

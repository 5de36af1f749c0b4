/**
 * A mentor's students (issue 18 item 4) end to end: the demo mentor opens Students from the navbar, sees
 * each student with lessons taught and the next lesson (zone named) as the server answers, opens one
 * student's page with the lesson history and a Message button, then the same pages at phone size, axe on each.
 * ("Book the same time next week", item 5, is not built yet: see ADR 59.)
 */
import type { StudentList } from '@app/contract';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';
import {
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  test,
} from '../support/fixtures.ts';
import { signedInContext } from '../support/mentor-journey.ts';

const MAYA = 'Maya Keller';
/** A shown time names its zone (ADR 49): "(UTC)" or "(Berlin time, GMT+1)". */
const ZONE_NAMED = /\d{2}:\d{2} \((UTC|.+ time, GMT[+-]\d+)\)/;

test('the demo mentor sees their students and one student with the lesson history', async ({
  page,
  browser,
  request,
  loginAs,
}) => {
  // A new student books and pays the demo mentor's lesson, so the list has a known student in it.
  const student = await registerByApi(request, { prefix: 'students-page', firstName: 'Nora' });
  const studentContext = await signedInContext(browser, student.email, student.password);
  const lesson = await bookAndPayByApi(await studentContext.newPage(), await mentorNamed(request, MAYA), {
    fromDays: 1,
    toDays: 5,
  });
  await studentContext.close();

  await presetCookieConsent(page.context());
  await loginAs('mentor');
  await page.goto('/listings');
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/mentors/students/' && r.ok(),
  );
  await page.getByRole('banner').getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveURL(/\/students$/);
  const data = (await (await answer).json()) as StudentList;
  expect(data.count).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Students' }).getByRole('listitem');
  await expect(cards).toHaveCount(data.count);
  const first = data.results.find((r) => r.next_lesson?.id === lesson.bookingId)!;
  expect(first.lessons_taught).toBe(0);
  const name = `${first.student.first_name} ${first.student.last_name}`;
  const card = cards.filter({ hasText: name });
  await expect(card).toContainText(ZONE_NAMED);
  await expect(card.getByRole('link', { name: `Message ${name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/students/${first.student.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lesson history' }).getByRole('listitem')).toHaveCount(1);
  const history = page.getByRole('region', { name: 'Lesson history' }).getByRole('listitem');
  await expect(history.first()).toContainText(ZONE_NAMED);
  await expectNoSeriousA11yViolations(page);

  // The Message button opens the conversation with that student.
  await page.getByRole('link', { name: `Message ${name}` }).click();
  await expect(page).toHaveURL(/\/(messages|chat)/);

  // At phone size: the list and the student's page fit and pass axe.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/students', `/students/${first.student.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  }
});

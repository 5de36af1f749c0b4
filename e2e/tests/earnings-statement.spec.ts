/**
 * Issue 17 item 8, "Earnings a teacher can reconcile" (ADR 0054), at 1280x800, each state of the page
 * rechecked at 390x844 (no sideways scroll, axe) without walking the flow again (ADR 65): a new student
 * books and pays a lesson with a seeded mentor no other journey uses; the mentor opens /insights, picks the
 * lesson's month and finds its line (lesson date in their zone, named; price, fee, net; "Available on ..."),
 * then downloads the month's statement as CSV (Playwright's download event) and finds the payment's row
 * with the same figures. Every page state is checked with axe.
 */
import { readFile } from 'node:fs/promises';
import { STATEMENT_COLUMNS, type Earnings } from '@app/contract';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';
import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  recheckAtPhone,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { getJson, signedInContext } from '../support/mentor-journey.ts';

const MENTOR = { name: 'Priya Sharma', email: 'priya.sharma@example.com' } as const;

/** The yyyy-mm month of an instant in a zone. */
const monthIn = (instant: string | number, zone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' })
    .formatToParts(new Date(instant))
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}`;
};

/** Splits RFC 4180 text into rows (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test("a paid lesson's line shows its money and unlock date; the month's CSV has its row", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const mentor = await mentorNamed(request, MENTOR.name);
  const student = await registerByApi(request, { prefix: 'earner', firstName: 'Cleo' });
  const studentContext = await signedInContext(browser, student.email, student.password);
  const lesson = await bookAndPayByApi(await studentContext.newPage(), mentor, { fromDays: 1, toDays: 5 });
  await studentContext.close();
  const reference = `LES-${lesson.bookingId}`;

  await signInByApi(page.context(), MENTOR.email, DEMO_PASSWORD);
  const current = await getJson<Earnings>(page.request, '/api/mentors/earnings/');
  const zone = current.timezone;
  const lessonMonth = monthIn(lesson.startUtc, zone);
  const { now } = await getJson<{ now: string }>(page.request, '/api/dev/clock/');

  await page.goto('/insights');
  const section = page.getByRole('region', { name: 'Lesson earnings' });
  const picker = section.getByRole('combobox', { name: 'Month' });
  await expect(picker).toHaveValue(current.month);
  if (lessonMonth !== current.month) await picker.selectOption(lessonMonth);
  const table = section.getByRole('table', { name: new RegExp(`times in ${zone}`) });
  await expect(table.getByRole('columnheader', { name: `Lesson (${zone})` })).toBeVisible();
  const line = table.getByRole('row').filter({ hasText: reference });
  await expect(line).toContainText('Cleo Tester');
  await expect(line).toContainText('Pending');
  await expect(line).toContainText(/Available on \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  const earnings = await getJson<Earnings>(page.request, `/api/mentors/earnings/?month=${lessonMonth}`);
  const mine = earnings.lines.find((l) => l.reference === reference)!;
  expect(mine.net_cents).toBe(mine.price_cents - mine.platform_fee_cents);
  await expect(line).toContainText(`€${(mine.net_cents / 100).toFixed(2)}`);
  await expect(line).toContainText(`€${(mine.platform_fee_cents / 100).toFixed(2)}`);
  await expectNoSeriousA11yViolations(page);
  // The table scrolls inside its own region on a phone: the page itself never scrolls sideways.
  const noSidewaysScroll = () =>
    expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBe(0);
  await noSidewaysScroll();
  await recheckAtPhone(page, noSidewaysScroll);

  // The statement of the month the money moved (now, in the mentor's zone).
  const paidMonth = monthIn(now, zone);
  await picker.selectOption(paidMonth);
  const download = section.getByRole('link', { name: /^Download CSV, / });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`earnings-statement-${paidMonth}.csv`);
  const rows = parseCsv(await readFile(await file.path(), 'utf8'));
  expect(rows[0]).toEqual([...STATEMENT_COLUMNS]);
  const column = (name: (typeof STATEMENT_COLUMNS)[number]) => STATEMENT_COLUMNS.indexOf(name);
  const payment = rows.find((r) => r[column('reference')] === reference && r[column('type')] === 'payment');
  expect(payment, `the statement has the payment of ${reference}`).toBeTruthy();
  expect(payment![column('student')]).toBe('Cleo Tester');
  expect(payment![column('gross')]).toBe((mine.price_cents / 100).toFixed(2));
  expect(payment![column('fee')]).toBe((mine.platform_fee_cents / 100).toFixed(2));
  expect(payment![column('net')]).toBe((mine.net_cents / 100).toFixed(2));
  expect(payment![column('currency')]).toBe('EUR');
  expect(payment![column('status')]).toBe('pending');
  expect(payment![column('date')]).toMatch(new RegExp(`^${paidMonth}-`));
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, noSidewaysScroll);
});

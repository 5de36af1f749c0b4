/**
 * The staff catalogue and the masterclass form's pickers (issue 21 item 5, ADR 73), tried as staff would:
 * "Cello" is already in the catalogue (migration 0035), so adding it again is refused under the field; staff
 * add a new instrument, a new user applying as a mentor finds it in the wizard's instrument list and picks
 * it; staff rename and hide it and find both in /admin/audit. Then a masterclass: the mentor picked by
 * typing their name, an image uploaded, the zone picked from the list, saved. axe on every admin page, and
 * the catalogue at 390 px.
 */
import {
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  recheckAtPhone,
  registerByApi,
  signInByApi,
  DEMO,
  test,
} from '../support/fixtures.ts';
import { pngPhoto } from '../support/onboarding.ts';

// A seeded mentor no other journey changes.
const MENTOR = 'Lucas Oliveira';

test('staff keep the instrument list and pick a masterclass mentor, image and zone', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36).slice(-4);
  const added = `Viola da gamba ${suffix}`;
  const renamed = `Bass viol ${suffix}`;

  const staffContext = await browser.newContext();
  await presetCookieConsent(staffContext);
  await signInByApi(staffContext, DEMO.staff.email, DEMO.staff.password);
  const staff = await staffContext.newPage();
  const instruments = staff.getByRole('region', { name: /Instruments and subjects/ });

  await test.step('staff add an instrument; a name that exists is refused', async () => {
    await staff.goto('/admin');
    await staff
      .getByRole('navigation', { name: 'Staff area sections' })
      .getByRole('link', { name: 'Catalogue' })
      .click();
    await expect(staff.getByRole('heading', { level: 2, name: 'Catalogue' })).toBeVisible();
    await expect(instruments.getByRole('button', { name: 'Rename Cello', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    const field = instruments.getByLabel('New instrument');
    await field.fill(' cello ');
    await field.press('Enter');
    await expect(instruments.getByText('There is already an instrument called “Cello”.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(staff);
    await field.fill(added);
    await instruments.getByRole('button', { name: 'Add instrument' }).click();
    await expect(instruments.getByRole('button', { name: `Rename ${added}`, exact: true })).toBeVisible();
    await recheckAtPhone(staff);
  });

  await test.step('a new user applying as a mentor finds it in the wizard and picks it', async () => {
    await presetCookieConsent(context);
    const applicant = await registerByApi(request, { prefix: 'catalogue-applicant' });
    await signInByApi(context, applicant.email, applicant.password);
    await page.goto('/become-mentor');
    const group = page.getByRole('group', { name: 'Instruments' });
    const choice = group.getByRole('button', { name: added, exact: true });
    await expect(choice).toBeVisible();
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('staff rename it, hide it, and find both in the audit log', async () => {
    await instruments.getByRole('button', { name: `Rename ${added}` }).click();
    const rename = instruments.getByLabel(`New name of ${added}`);
    await rename.fill(renamed);
    await rename.press('Enter');
    const row = instruments.getByRole('row', { name: new RegExp(renamed) });
    await expect(row).toContainText('Offered');
    await row.getByRole('button', { name: `Hide ${renamed}` }).click();
    await expect(row).toContainText('Hidden');
    await expect(row.getByRole('button', { name: `Show ${renamed}` })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);

    await staff.goto('/admin/audit?action=catalogue.rename');
    await expect(staff.getByRole('cell', { name: 'Catalogue entry renamed' }).first()).toBeVisible();
    await expect(staff.getByText(renamed).first()).toBeVisible();
    await staff.goto('/admin/audit?action=catalogue.hide');
    await expect(staff.getByRole('cell', { name: 'Catalogue entry hidden' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
  });

  await test.step('a masterclass: mentor by name, an uploaded image, a zone from the list', async () => {
    await staff.goto('/admin/masterclasses');
    await staff.getByRole('button', { name: 'New masterclass' }).click();
    const form = staff.getByRole('form', { name: 'New masterclass' });
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Name').fill(`Viol consort ${suffix}`);
    await form.getByLabel('Description', { exact: true }).fill('Playing in a consort of viols.');
    await form.getByLabel(/Preview video/).fill('https://www.youtube-nocookie.com/embed/abcdef12345');
    await form.getByLabel(/Join link/).fill('https://meet.example.com/consort');
    await form.getByLabel(/^Start/).fill(`${later}T18:30`);
    await form.getByLabel('Time zone').selectOption('Asia/Tokyo');

    await form.getByLabel('Find the mentor').fill(MENTOR);
    await form.getByRole('button', { name: new RegExp(`Choose ${MENTOR}`) }).click();
    await expect(form.getByText(`Chosen: ${MENTOR}`)).toBeVisible();

    await form.getByLabel('Mentor photo 1 (optional)').setInputFiles({
      name: 'consort.png',
      mimeType: 'image/png',
      buffer: await pngPhoto(),
    });
    await expect(form.getByRole('img', { name: 'Mentor photo 1 (optional), chosen' })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await form.getByRole('button', { name: 'Save masterclass' }).click();
    const saved = staff.getByRole('row', { name: new RegExp(`Viol consort ${suffix}`) });
    await expect(saved).toBeVisible();
    await expect(saved).toContainText(MENTOR);
  });
  await staffContext.close();
});

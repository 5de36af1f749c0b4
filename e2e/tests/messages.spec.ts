/**
 * Messaging (CHAT-01..33, NAV-05/06, K1-K3), end to end with two browser contexts: a new student messages
 * the demo mentor from the profile card (virtual conversation, then the real room); the mentor, signed in
 * elsewhere, sees the room, the message and the navbar's red dot arrive without reloading, answers, and the
 * student sees it live; the dot clears on opening. Then 45 seeded messages page in on scrolling up, and the
 * panes switch one at a time on a narrow screen. axe on each state.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  apiHeaders,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';

interface Me {
  id: number;
  mentor_id: number | null;
  first_name: string;
  last_name: string;
}

async function me(request: APIRequestContext): Promise<Me> {
  const res = await request.get('/api/auth/check/');
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { user: Me }).user;
}

async function signedInContext(browser: Browser, email: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await presetCookieConsent(context);
  await signInByApi(context, email, password);
  return context;
}

/** The demo data give the mentor a conversation; read everything so the dot starts off. */
async function markAllRead(request: APIRequestContext): Promise<void> {
  const res = await request.get('/api/conversations/rooms/', { params: { page_size: 50 } });
  expect(res.ok()).toBeTruthy();
  const { results } = (await res.json()) as { results: { id: number; unread_count: number }[] };
  const headers = await apiHeaders(request);
  for (const room of results.filter((r) => r.unread_count > 0)) {
    const marked = await request.post(`/api/conversations/rooms/${room.id}/mark-read/`, { headers });
    expect(marked.ok()).toBeTruthy();
  }
}

async function send(request: APIRequestContext, toUserId: number, message: string): Promise<void> {
  const res = await request.post(`/api/conversations/send-message/${toUserId}/`, {
    data: { message },
    headers: await apiHeaders(request),
  });
  expect(res.status(), await res.text()).toBe(201);
}

const messagesLink = (page: Page, unread: boolean) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: unread ? 'Messages (unread messages)' : 'Messages', exact: true });
const conversations = (page: Page) => page.getByRole('region', { name: 'Messages' });
const log = (page: Page) => page.getByRole('log');

test('a student messages a mentor from the profile card and both see each other live', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await presetCookieConsent(context);
  const student = await registerByApi(request, { prefix: 'chat', firstName: 'Chatty' });
  await signInByApi(context, student.email, student.password);

  const mentorContext = await signedInContext(browser, DEMO.mentor.email, DEMO.mentor.password);
  const mentorMe = await me(mentorContext.request);
  await markAllRead(mentorContext.request);
  const mentorPage = await mentorContext.newPage();
  await mentorPage.goto('/messages');
  await expect(conversations(mentorPage).getByRole('button').first()).toBeVisible();
  await expect(messagesLink(mentorPage, false)).toBeVisible();
  const mentorShort = `${mentorMe.first_name} ${mentorMe.last_name[0]}.`;

  // The student: profile card -> the virtual conversation.
  await page.goto(`/mentor/${mentorMe.mentor_id}`);
  await page.getByRole('button', { name: 'Send message' }).first().click();
  await expect(page).toHaveURL(/\/messages$/);
  // The chat's heading: the details pane (from 1280 px) names the mentor in a heading too, once it loads.
  const chat = page.getByRole('region', { name: 'Chat' });
  await expect(chat.getByRole('heading', { level: 2, name: mentorShort })).toBeVisible();
  await expect(page.getByText('No messages yet. Start the conversation!')).toBeVisible();
  const details = page.getByRole('region', { name: 'Mentor details' });
  await expect(details.getByRole('heading', { level: 2, name: mentorShort })).toBeVisible();
  await expect(details.getByText('~2 hours')).toBeVisible();
  await expect(details.getByText(/\(60 mins\)$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const box = page.getByLabel('Message', { exact: true });
  const sendButton = page.getByRole('button', { name: 'Send' });
  await box.fill('   ');
  await expect(sendButton).toBeDisabled();
  await box.fill('Hello! Do you teach jazz voicings?');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/messages\?conversation=\d+$/);
  await expect(log(page).getByText('Hello! Do you teach jazz voicings?')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('app.virtualConversation'))).toBeNull();

  // The mentor: the room, its message and the red dot arrive without a reload.
  const room = conversations(mentorPage).getByRole('button', { name: /Chatty T\./ });
  await expect(room).toContainText('Hello! Do you teach jazz voicings?');
  await expect(room).toContainText('1');
  await expect(messagesLink(mentorPage, true)).toBeVisible();
  await room.click();
  await expect(log(mentorPage).getByText('Hello! Do you teach jazz voicings?')).toBeVisible();
  await expect(messagesLink(mentorPage, false)).toBeVisible();
  await expect(mentorPage.getByRole('region', { name: 'Mentor details' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(mentorPage);

  // The answer reaches the student live.
  await mentorPage.getByLabel('Message', { exact: true }).fill('Yes! Shell voicings first.');
  await mentorPage.getByRole('button', { name: 'Send' }).click();
  await expect(log(mentorPage).getByText('Yes! Shell voicings first.')).toBeVisible();
  await expect(log(page).getByText('Yes! Shell voicings first.')).toBeVisible();
  await mentorContext.close();
});

test('older messages load on scrolling up, and narrow screens show one pane at a time', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await presetCookieConsent(context);
  const student = await registerByApi(request, { prefix: 'chat-pages', firstName: 'Paging' });
  await signInByApi(context, student.email, student.password);
  const studentMe = await me(context.request);
  const mentorContext = await signedInContext(browser, DEMO.mentor.email, DEMO.mentor.password);
  const mentorMe = await me(mentorContext.request);

  // 45 messages, taking turns (the send quota is per sender and minute).
  for (let n = 1; n <= 45; n += 1) {
    const text = `Seed ${String(n).padStart(2, '0')}`;
    if (n % 2 === 1) await send(context.request, mentorMe.id, text);
    else await send(mentorContext.request, studentMe.id, text);
  }
  await mentorContext.close();

  await page.goto(`/messages?user=${mentorMe.id}`);
  await expect(page).toHaveURL(/\/messages\?conversation=\d+$/);
  await expect(log(page).getByText('Seed 45')).toBeVisible();
  await expect(log(page).getByRole('listitem')).toHaveCount(20);
  await expect(log(page).getByText('Seed 01')).toHaveCount(0);

  // Scrolling to the top pages in 20 more, then the last 5; the reader's place is kept each time.
  for (const expected of [40, 45]) {
    await log(page).evaluate((element) => {
      element.scrollTop = 0;
      element.dispatchEvent(new Event('scroll'));
    });
    await expect(log(page).getByRole('listitem')).toHaveCount(expected);
    expect(await log(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  }
  await expect(log(page).getByText('Seed 01')).toBeAttached();

  // Under 768px: the list, then the chat with a way back, then the details.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/messages');
  await expect(conversations(page)).toBeVisible();
  await expect(page.getByText('Select a conversation to start messaging')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await conversations(page).getByRole('button').first().click();
  await expect(conversations(page)).toBeHidden();
  await expect(log(page).getByText('Seed 45')).toBeVisible();
  await page.getByRole('button', { name: 'Mentor details' }).click();
  const details = page.getByRole('region', { name: 'Mentor details' });
  await expect(details.getByText('~2 hours')).toBeVisible();
  await expect(log(page)).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '← Back to chat' }).click();
  await expect(log(page)).toBeVisible();
  await page.getByRole('button', { name: '← Conversations' }).click();
  await expect(conversations(page)).toBeVisible();
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { launchChromium, newAppContext, signInAs, snap } from './support/browser.ts';
import { loggedResetLink } from './support/server-log.ts';
import { toastShown } from './support/toast-shown.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

type StoredUser = { email: string; access_token: string; refresh_token: string };

const newContext = () => newAppContext(browser);

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await context?.close();
  await browser.close();
});

beforeEach(async () => {
  await context?.close();
  context = await newContext();
  page = await context.newPage();
});

const storedUser = async (target = page): Promise<StoredUser | null> =>
  JSON.parse((await target.evaluate(() => localStorage.getItem('user'))) ?? 'null') as StoredUser;

const userMenu = (target = page) => target.getByRole('button', { name: /User menu/ });

async function signIn(email: string, password = 'demo1234'): Promise<void> {
  await signInAs(page, email, password);
  await expect.poll(() => userMenu().isVisible()).toBe(true);
}

describe('identity journeys', () => {
  it('signs in and keeps the session across a reload', async () => {
    await signIn('setter@demo.test');
    expect(await storedUser()).toMatchObject({ email: 'setter@demo.test' });
    await page.reload();
    await expect.poll(() => userMenu().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await snap(page, 'auth-01-reload-keeps-session');
  });

  it('renews an invalid access token silently on reload', async () => {
    await signIn('setter@demo.test');
    const before = await storedUser();
    if (!before) throw new Error('no stored user after sign-in');
    // Well formed (three base64url parts, JSON payload) but the signature is wrong.
    const [header, payload] = before.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    // Swap the token on a page of the origin where the app does not run: a running app reads
    // the token per request, so a call of its own would renew with the stored refresh token,
    // and the navigation could cut off the answer carrying the rotated one.
    await page.goto('/favicon.svg');
    await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), {
      ...before,
      access_token: forged,
    });
    await page.goto('/');
    await expect
      .poll(async () => (await storedUser())?.access_token, { timeout: 15_000 })
      .not.toBe(forged);
    // The refresh token rotated; the access token may equal the first one when both were signed
    // within the same second (same claims, same iat).
    const after = await storedUser();
    expect(after?.refresh_token).not.toBe(before.refresh_token);
    expect(after?.email).toBe('setter@demo.test');
    await expect.poll(() => userMenu().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await snap(page, 'auth-02-silent-refresh');
  });

  it('signs out from the user menu and clears storage', async () => {
    await signIn('setter@demo.test');
    const refreshToken = (await storedUser())?.refresh_token;
    await userMenu().click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedUser()).toBeNull();
    // The server revoked the refresh token too.
    await expect
      .poll(async () =>
        page.evaluate(async (token) => {
          const response = await fetch('/api/auth/refresh', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ refresh_token: token }),
          });
          return response.status;
        }, refreshToken),
      )
      .toBe(401);
    await snap(page, 'auth-03-signed-out');
  });

  it('sends a setter typing /team to / with a toast', async () => {
    await signIn('setter@demo.test');
    await page.goto('/team');
    await page.waitForURL((url) => url.pathname === '/');
    await toastShown(page, "You don't have access to that page.");
    await snap(page, 'auth-04-team-forbidden');
  });

  it('lets an admin invite a teammate who completes registration in a fresh browser', async () => {
    await signIn('admin@demo.test');
    await userMenu().click();
    await page.getByRole('menuitem', { name: 'Invite teammate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite teammate' });
    await expect.poll(() => dialog.getByText(/seats available/).isVisible()).toBe(true);
    const email = `invitee.${Date.now()}@demo.test`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First name').fill('Ivy');
    await dialog.getByLabel('Last name').fill('Invitee');
    await snap(page, 'auth-05-invite-form');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => dialog.getByText(/expires in 7 days/).isVisible()).toBe(true);
    const link = await dialog.getByLabel('Invite link').inputValue();
    expect(link).toMatch(/\/complete-registration\?token=/);
    await snap(page, 'auth-06-invite-link');

    const invitee = await newContext();
    try {
      const fresh = await invitee.newPage();
      await fresh.goto(link);
      await expect.poll(() => fresh.getByText(email).isVisible()).toBe(true);
      expect(await fresh.getByLabel('First name').inputValue()).toBe('Ivy');
      await fresh.getByLabel('New password', { exact: true }).fill('a-long-secret-42');
      await fresh.getByLabel('Confirm password').fill('a-long-secret-42');
      await snap(fresh, 'auth-07-complete-registration');
      await fresh.getByRole('button', { name: 'Create account and sign in' }).click();
      await fresh.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => userMenu(fresh).isVisible()).toBe(true);
      expect(await userMenu(fresh).textContent()).toContain('Ivy Invitee');
      expect(await storedUser(fresh)).toMatchObject({ email });
      // All zeros on the first screen: it says where figures come from and whom to ask.
      const hint = fresh.getByRole('status').filter({ hasText: 'Nothing counts for you yet' });
      await hint.waitFor();
      await expect
        .poll(() => hint.textContent())
        .toContain('Questions about your numbers? Ask an admin of Apex Growth Partners.');
      await snap(fresh, 'auth-08-registered-home');
    } finally {
      await invitee.close();
    }
  });

  it('requests a password reset and shows the confirmation', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'auth-forgot-password-form');
    await page.getByLabel('Email').fill('manager@demo.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() =>
        page.getByText('If an account exists for that email, we sent a reset link.').isVisible(),
      )
      .toBe(true);
    await snap(page, 'auth-09-reset-requested');
  });

  it('sets a new password from a reset link and signs in with it', async () => {
    // One of the demo cast, not a documented sign-in: those keep demo1234 for the other journeys.
    const email = 'liam.oconnor@demo.test';
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText(/we sent a reset link/).isVisible()).toBe(true);

    // No mail server: the link goes to the server log, the one channel no session can read.
    await expect.poll(() => loggedResetLink(email)).toMatch(/^\/login\?reset=/);
    const link = loggedResetLink(email);
    expect(link).toMatch(/^\/login\?reset=/);

    await page.goto(link ?? '/login');
    await page.getByLabel('New password', { exact: true }).fill('password123');
    await expect
      .poll(() => page.getByText('This password is too common; choose another').isVisible())
      .toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('liam-new-secret-7');
    await page.getByLabel('Confirm password').fill('liam-new-secret-7');
    await snap(page, 'auth-10-set-new-password');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedUser()).toMatchObject({ email });

    // The link works once.
    await userMenu().click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(link ?? '/login');
    await page.getByLabel('New password', { exact: true }).fill('liam-other-secret-8');
    await page.getByLabel('Confirm password').fill('liam-other-secret-8');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect.poll(() => page.getByText('This reset link is not valid').isVisible()).toBe(true);
    await snap(page, 'auth-11-reset-link-used');

    await signIn(email, 'liam-new-secret-7');
  });

  it('signs out a deactivated user on the next load', async () => {
    await signIn('setter@demo.test');
    // The dashboard's lower parts load once the first screen is idle (1.5 s): were one still
    // asking when the account is deactivated, this page (not the next load) would end the session.
    await page.getByRole('heading', { name: 'Recent sales' }).waitFor();
    await page.waitForLoadState('networkidle');
    const admin = await newContext();
    const adminPage = await admin.newPage();
    await adminPage.goto('/login');
    // The admin side goes straight through the API: this journey is not about the users screen.
    const setActive = (active: boolean) =>
      adminPage.evaluate(async (isActive) => {
        const login = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
        });
        const token = ((await login.json()) as { data: { access_token: string } }).data
          .access_token;
        const auth = { authorization: `Bearer ${token}` };
        const list = (await (await fetch('/api/users', { headers: auth })).json()) as {
          data: { users: { user_id: number; email: string }[] };
        };
        const setter = list.data.users.find((u) => u.email === 'setter@demo.test');
        const patched = await fetch(`/api/users/${setter?.user_id}`, {
          method: 'PATCH',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ is_active: isActive }),
        });
        return patched.status;
      }, active);
    try {
      expect(await setActive(false)).toBe(200);
      await page.reload();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await storedUser()).toBeNull();
      await expect
        .poll(() =>
          page
            .getByText('This account has been disabled. Contact your administrator.')
            .first()
            .isVisible(),
        )
        .toBe(true);
      await snap(page, 'auth-12-deactivated-signed-out');
    } finally {
      expect(await setActive(true)).toBe(200);
      await admin.close();
    }
  });
});

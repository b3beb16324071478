// Accounts end to end (issues 3 and 11): sign-up confirmed by its e-mailed link and the category
// step, password reset through the development outbox, two-factor enrolment and challenge, the
// e-mail change with its undo link, logout. Every test makes its own account, so the two browser
// projects and parallel workers never share one.
import AxeBuilder from '@axe-core/playwright';
import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import {
  CONFIRMATION_SUBJECT,
  clickLogout,
  linkIn,
  signUpViaApi,
  uniqueAccount,
  waitForEmail,
} from './auth-helpers';
import { expect, test } from './fixtures';

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * The code of the 30-second step `offset` steps from now. A code works once (its step and earlier
 * ones are refused afterwards); the server accepts one step either side of its clock.
 */
function codeAt(secret: string, offset = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offset * 30_000,
  });
}

test('sign up, confirm the e-mailed link, pick categories, meet the home feed @layout', async ({
  page,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'signup');
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to GitSignals' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign up for GitSignals' })).toBeVisible();
  // No Google sign-in on the e2e server: the e-mail form stands alone, without an 'or' line.
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await expect(page.getByText('Or sign up with email')).toHaveCount(0);

  // The spec's client-side checks come first.
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Name is required for sign up.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // No session yet: the e-mailed link signs the new account in.
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${account.email}.`)).toBeVisible();
  const confirmation = await waitForEmail(page.request, account.email, CONFIRMATION_SUBJECT);
  await page.goto(linkIn(confirmation, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/signin\?welcome=1$/);

  await expect(page.getByRole('heading', { name: 'What are you interested in?' })).toBeVisible();
  await expect(page.getByText('This will customize your new home feed')).toBeVisible();
  const meet = page.getByRole('button', { name: 'Meet your home feed' });
  await expect(meet).toBeEnabled();
  await meet.click();
  await expect(page.getByText('No categories selected')).toBeVisible();

  const categories = page.getByRole('list', { name: 'Categories' }).getByRole('button');
  await categories.first().click();
  await expect(categories.first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Subscribe to our email list').check();
  await meet.click();

  await expect(page).toHaveURL(/\/signals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible();
  await page.getByRole('tab', { name: 'Your Feeds' }).click();
  await expect(page.getByRole('tab', { name: 'Your Feeds' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The chosen category's projects are the subscriptions now, so not the "none yet" state.
  await expect(page.getByText("You haven't subscribed to any projects yet.")).toHaveCount(0);

  // The choices were saved with the account (Settings shows the digest switched on).
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Email updates' })).toBeChecked();
});

test('forgot password: the e-mail arrives, the new password works, the old one fails', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'reset');
  await signUpViaApi(request, account);
  consoleErrors.allow(/401 \(Unauthorized\).*\/api\/auth\/sign-in\/email/);

  await page.goto('/signin');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email Address').fill('no-at-sign');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    dialog.getByText('Please enter a valid email address for password reset.'),
  ).toBeVisible();
  await dialog.getByLabel('Email Address').fill(account.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await expect(dialog).toBeHidden();

  const email = await waitForEmail(request, account.email, 'Reset your GitSignals password');
  const link = /https?:\/\/[^\s"<>]*reset-password[^\s"<>]*/.exec(email.text)?.[0];
  expect(link, 'the reset link in the plain-text part').toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  const newPassword = `${account.password}-new`;
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(`${newPassword}-typo`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Your password has been updated successfully', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  // The link was single-use.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Link Invalid or Expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
    'href',
    '/?forgot-password=true',
  );

  await page.goto('/signin');
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/signals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible();
});

test('two-factor: enrol in Settings, then sign in with a code; logout @layout', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'totp');
  // The wrong code on purpose.
  consoleErrors.allow(/401 \(Unauthorized\).*\/api\/auth\/two-factor\/verify-totp/);
  // page.request shares the browser context's cookies: the page is signed in after this.
  await signUpViaApi(page.request, account);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Enable two-factor' }).click();
  await section.getByLabel('Current password').fill(account.password);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = await section.getByTestId('totp-secret').getAttribute('data-secret');
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await expect(
    section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
  ).not.toHaveCount(0);

  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  await section
    .getByLabel('Enter the 6-digit code from your authenticator app')
    .fill(codeAt(secret!));
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByRole('button', { name: 'Disable two-factor' })).toBeVisible();
  await expect(section.getByText('On', { exact: true })).toBeVisible();

  await clickLogout(page);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  // Logout goes to /signals; a visitor there is sent on to /signin by the route guard.
  await expect(page).toHaveURL(/\/signin$/);

  await fillSignIn(page, account.email, account.password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();

  // Enrolment used the current step's code, which is spent now: the next step's is new.
  await page.getByLabel('Authentication code').fill(codeAt(secret!, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/signals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible();
});

test('a guarded page sends a visitor to /signin and back after signing in', async ({
  page,
  request,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'guard');
  await signUpViaApi(request, account);
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/signin$/);
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/projects$/);
});

test('logout from a page with personal data: the toast, /signin remembering /signals, back there after signing in @layout', async ({
  page,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'logout');
  await signUpViaApi(page.request, account);
  // 'Your Feeds' as the default tab: /signals asks for the user's own feed as soon as it opens,
  // so a logout that showed it signed in would meet a 401 ('Session Expired', a console error).
  const session = await page.request.get('/api/auth/get-session');
  const { user } = (await session.json()) as { user: { id: string } };
  const saved = await page.request.put(`/api/user/${user.id}`, {
    data: { defaultFeed: 'personal' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto('/settings');
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);
  await clickLogout(page);
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Logged out successfully')).toBeVisible();
  await expect(notifications.getByText('You have been logged out of your account')).toBeVisible();
  // Spec: logout goes to /signals, which sends a visitor on to sign in, remembering it.
  await expect(page).toHaveURL(/\/signin$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to GitSignals' }),
  ).toBeVisible();
  await expect(notifications.getByText('Session Expired')).toHaveCount(0);

  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/signals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Your Feeds' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('settings: profile, notifications and default feed save @layout', async ({
  page,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'settings');
  await signUpViaApi(page.request, account);
  await page.goto('/settings');
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);

  await page.getByLabel('Name').fill('Renamed Person');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your email has been updated successfully')).toBeVisible();

  await expect(page.getByText('Email Frequency')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Email updates' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await page.getByRole('combobox', { name: 'Email Frequency' }).click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  await expect(page.getByRole('combobox', { name: 'Email Frequency' })).toHaveText('Monthly');

  await page.getByRole('combobox', { name: 'Default Feed' }).click();
  await page.getByRole('option', { name: 'Your Feeds' }).click();
  await expect(page.getByText('Default feed updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Renamed Person');
  await expect(page.getByRole('combobox', { name: 'Email Frequency' })).toHaveText('Monthly');
  await expect(page.getByRole('combobox', { name: 'Default Feed' })).toHaveText('Your Feeds');
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
});

test('sign-up with an address that has an account: the same screen; the owner is e-mailed', async ({
  page,
  request,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'known');
  await signUpViaApi(request, account);
  await page.goto('/signin?mode=signup');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password').fill('another password');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const note = await waitForEmail(
    request,
    account.email,
    'Someone tried to sign up with your e-mail address',
  );
  expect(note.text).toContain('/?forgot-password=true');
});

test('settings: a new e-mail needs the password and its link; the old address can undo it', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // Undoing signs every session out, this page's too: a request the page has in flight at that
  // moment (its user, on a slow machine) is answered 401, which the browser reports.
  consoleErrors.allow(/status of 401 \(Unauthorized\) \(http:\/\/[^/]+\/api\/user\/[^/)]+:0\)$/);
  const account = uniqueAccount(testInfo, 'change');
  const newEmail = account.email.replace('change-', 'changed-');
  await signUpViaApi(page.request, account);
  await page.goto('/settings');
  await page.getByLabel('Email Address').fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
  // Nothing changed yet.
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);

  const confirm = await waitForEmail(
    page.request,
    newEmail,
    'Confirm your new GitSignals e-mail address',
  );
  await page.goto(linkIn(confirm, '/api/auth/verify-email'));
  await expect(page.getByText('Your email has been updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Email Address')).toHaveValue(newEmail);

  const notice = await waitForEmail(
    page.request,
    account.email,
    'Your GitSignals e-mail address was changed',
  );
  await page.goto(linkIn(notice, '/email-change/undo'));
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByRole('heading', { name: 'Your e-mail address is back' })).toBeVisible();
  // Every session was signed out, this one too.
  await page.goto('/settings');
  await expect(page).not.toHaveURL(/\/settings$/);
  await page.goto('/signin');
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/signals$/);
});

test('unsubscribe link without a user id explains the error', async ({ page }) => {
  await page.goto('/unsubscribe');
  await expect(page.getByRole('alert')).toHaveText(
    'There was an error processing your request: No user ID provided in the URL',
  );
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test("without a Google provider configured, the sign-in page offers no 'Continue with Google'", async ({
  page,
}) => {
  // The e2e server has no GOOGLE_CLIENT_ID: `GET /api` says so, and the page shows the e-mail form only.
  const index = page.waitForResponse((res) => new URL(res.url()).pathname === '/api');
  await page.goto('/signin');
  expect(((await (await index).json()) as { signIn: { google: boolean } }).signIn.google).toBe(
    false,
  );
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(page.getByText('Or sign in with email')).toHaveCount(0);
});

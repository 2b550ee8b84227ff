// Decision 049: every borrower screen that loads data, walked with the API failing (network cut,
// 401, 404, 400, 500) and opened without the ids it needs. Each one must say what happened and offer
// an action — never a toast and then an endless skeleton.
import type { Page, Route } from '@playwright/test';
import { expect, openAsHost, screenshot, test, type BorrowerSession } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';

// axe is injected as a script tag, which the app's content security policy would refuse.
test.use({ bypassCSP: true });

/** No server call is made: every /api request is answered by the interception below. */
const session: BorrowerSession = { userId: '1', sessionId: 'e2e-walk-failures', phone: '09201000000' };

type Mode = {
  name: string;
  answer: (route: Route) => Promise<void>;
  heading: string;
  actions: string[];
};

const envelope = (status: number, code: number, message: string) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ code, message, data: null }) });

const MODES: Mode[] = [
  {
    name: 'network cut',
    answer: (route) => route.abort('internetdisconnected'),
    heading: 'You seem to be offline',
    actions: ['Try again'],
  },
  {
    name: '401',
    answer: envelope(401, 1003, 'Please log in again.'),
    heading: 'Please log in again',
    actions: ['Log in again'],
  },
  {
    name: '404',
    answer: envelope(404, 1002, 'order: not found'),
    heading: 'We could not find this',
    actions: ['Go to home', 'Try again'],
  },
  {
    name: '400',
    answer: envelope(400, 1001, 'This loan has nothing to repay.'),
    heading: 'This cannot be shown now',
    actions: ['Try again'],
  },
  {
    name: '500',
    answer: envelope(500, 1500, 'internal'),
    heading: 'Something went wrong on our side',
    actions: ['Try again'],
  },
];

/** Screens that load data, with the params the host or the app opens them with. */
const SCREENS: { name: string; path: string; params?: Record<string, string>; hash?: string }[] = [
  { name: 'repay', path: '/repay', params: { orderId: '7', productId: '1' } },
  { name: 'repay-delay', path: '/repay/delay', params: { orderId: '7', productId: '1' } },
  { name: 'payment-instructions', path: '/payment-instructions' },
  { name: 'payway-cards', path: '/payway', params: { orderId: '7' }, hash: '#/' },
  { name: 'payway-addnormalcard', path: '/payway', hash: '#/addnormalcard?order=7&product=1&coupon=&amount=100' },
  { name: 'bind-bank', path: '/bind-bank', params: { productId: '1' } },
  { name: 'complain-details', path: '/complainDetails', params: { problemId: '3' } },
  { name: 'complain-page', path: '/complainPage' },
  { name: 'complaint-list', path: '/complaintList' },
  { name: 'customer-service', path: '/customer-service' },
  { name: 'loan-detail', path: '/loan/detail', params: { orderId: '7', productId: '1' } },
  { name: 'loan-confirm', path: '/loan/confirm', params: { productId: '1' } },
  { name: 'loan-confirm-new', path: '/loan/confirm-new', params: { productId: '1' } },
  { name: 'loan-agreement', path: '/loan-agreement', params: { productId: '1', position: '1' } },
  { name: 'joint-login-failure', path: '/error/joint-login-failure', params: { reason: 'x' } },
];

async function openScreen(page: Page, screen: (typeof SCREENS)[number]) {
  await openAsHost(page, screen.path, session, screen.params ?? {});
  if (screen.hash) await page.evaluate((hash) => (window.location.hash = hash), screen.hash);
}

async function expectWayForward(page: Page, heading: string, actions: string[]) {
  const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: heading }) });
  await expect(panel).toBeVisible();
  await expect(panel.locator('p').first()).not.toBeEmpty();
  for (const action of actions) await expect(panel.getByRole('button', { name: action })).toBeVisible();
  // Nothing still pretends to load.
  await expect(page.locator('.adm-skeleton')).toHaveCount(0);
}

test.describe('walk of every borrower screen with the API failing (decision 049)', () => {
  for (const mode of MODES) {
    test(`${mode.name}: each screen says what happened and offers an action`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.route('**/api/**', mode.answer);
      for (const screen of SCREENS) {
        await test.step(screen.name, async () => {
          await openScreen(page, screen);
          await expectWayForward(page, mode.heading, mode.actions);
          if (mode.name === '500') await screenshot(page, `walk-borrower-failure-${screen.name}`);
        });
      }
    });
  }

  test('a retry after the network comes back shows the screen', async ({ page }) => {
    let cut = true;
    await page.route('**/api/**', (route) => (cut ? route.abort('internetdisconnected') : route.continue()));
    await openScreen(page, { name: 'payment-instructions', path: '/payment-instructions' });
    await expectWayForward(page, 'You seem to be offline', ['Try again']);
    await expectNoSeriousAxeViolations(page, 'load failure');
    cut = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Payment instructions' })).toBeVisible();
  });

  test('a refused load on a page of a loan offers the loan', async ({ page }) => {
    await page.route('**/api/**', envelope(400, 1001, 'This loan has nothing to repay.'));
    await openScreen(page, { name: 'repay', path: '/repay', params: { orderId: '7', productId: '1' } });
    await expectWayForward(page, 'This cannot be shown now', ['Go to my loan', 'Try again']);
    await expect(page.getByRole('alert').getByText('This loan has nothing to repay.')).toBeVisible();
    await page.getByRole('button', { name: 'Go to my loan' }).click();
    await expect(page).toHaveURL(/\/loan\/detail\?orderId=7&productId=1/);
  });

  test('screens opened without the id they need say so and offer home', async ({ page }) => {
    for (const path of [
      '/loan/detail',
      '/loan/confirm',
      '/loan/confirm-new',
      '/repay',
      '/repay/delay',
      '/complainDetails',
    ]) {
      await test.step(path, async () => {
        await openAsHost(page, path, session);
        await expectWayForward(page, 'Nothing to show here', ['Go to home']);
      });
    }
    await screenshot(page, 'walk-borrower-failure-missing-id');
    await expectNoSeriousAxeViolations(page, 'missing id');
  });
});

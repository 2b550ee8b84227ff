import { createSession, expect, openAsHost, screenshot, test } from '../support/borrower';

test.describe('customer service', () => {
  test('a borrower opens customer service from the app and sees how to reach us', async ({ page }) => {
    const session = await createSession();
    await openAsHost(page, '/customer-service', session);

    await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByText('support@lendwell.example.ph')).toBeVisible();
    await expect(page.getByText('+63 917 555 0142')).toBeVisible();

    // The session id left the address bar as soon as the page loaded; the rest stayed.
    expect(page.url()).not.toContain(session.sessionId);
    expect(page.url()).not.toContain('sessionId');
    expect(page.url()).toContain('deviceId=e2e-device');

    // The e-mail opens the mail client.
    await expect(page.getByRole('link', { name: /support@lendwell\.example\.ph/ })).toHaveAttribute(
      'href',
      'mailto:support@lendwell.example.ph',
    );

    await screenshot(page, 'customer-service');

    // The hotline goes through the host bridge (recorded in a plain browser).
    await page.getByText('Hotline').click();
    const calls = await page.evaluate(
      () =>
        (window as unknown as { __hostBridgeCalls?: { action: string; payload: unknown }[] }).__hostBridgeCalls ?? [],
    );
    expect(calls.at(-1)).toMatchObject({ action: 'callTelephone', payload: { phone: '+63 2 8123 4567' } });
  });

  test('copying the messaging account confirms with "copy success"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAsHost(page, '/customer-service', await createSession());
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('copy success')).toBeVisible();
  });

  test('without a session the borrower is told to log in again', async ({ page }) => {
    await page.goto('/customer-service?deviceId=e2e-device');
    // A load refused for want of a session says so on the page, with the way back in (no toast under it).
    await expect(page.getByText('Please log in again').first()).toBeVisible();
    await expect(
      page.getByText('Your session has ended, so we cannot show this page.', { exact: false }),
    ).toBeVisible();
    await screenshot(page, 'customer-service-no-session');
  });

  test("naming another borrower's userId answers as not found", async ({ page }) => {
    const mine = await createSession('09171239991');
    const theirs = await createSession('09171239992');
    await openAsHost(page, '/customer-service', mine, { userId: theirs.userId });
    // The load-failure panel: what happened and a way forward.
    await expect(page.getByRole('heading', { name: 'We could not find this' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible();
    await expect(page.getByText('support@lendwell.example.ph')).toHaveCount(0);
  });
});

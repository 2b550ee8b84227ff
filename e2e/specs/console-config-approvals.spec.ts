// Maker-checker for configuration (decision 123) at 1280×800: with two-person approval on for product
// changes, an admin's new product terms are proposed from the product drawer (the screen says so, the
// product keeps its version), a second admin reads the change in words in Approvals and approves it, and
// only then is the new version in force. The setting and the product's terms are put back at the end, so
// other specs keep one click and the seeded terms.
import { expect, screenshot, test } from '../support/borrower';
import { consoleCall } from '../support/console';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expectTablesUnclipped } from '../support/console-walk';
import { approveOnScreen, SECOND_PASSWORD, secondOf, setting, staffPage } from '../support/approvals';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.setTimeout(180_000);

type Product = { id: number; code: string; versionId: number; terms: Record<string, unknown> };

test('an admin proposes a product change and a second admin approves it in Approvals', async ({ browser }) => {
  const retry = test.info().retry;
  const adminPage = await staffPage(browser, 'admin@console.sandbox');
  const admin2 = await staffPage(browser, await secondOf(adminPage, 'admin', retry), SECOND_PASSWORD);
  const plus = async () =>
    ((await consoleCall(adminPage, 'GET', '/config/products')).body.data.items as Product[]).find(
      (p) => p.code === 'PLUS180',
    )!;
  const original = await plus();
  const wording = `From ₱2,000, reviewed by two admins (${retry})`;
  await setting(adminPage, admin2, 'product_change', true);
  try {
    await adminPage.getByRole('menuitem', { name: 'Configuration' }).click();
    await expect(adminPage.getByRole('heading', { name: 'Configuration' })).toBeVisible();
    await adminPage.getByRole('tab', { name: 'Products' }).click();
    await adminPage.getByRole('row').filter({ hasText: 'PLUS180' }).getByRole('button', { name: 'Edit' }).click();
    const drawer = adminPage.getByRole('dialog');
    await drawer.getByLabel('Range description', { exact: true }).fill(wording);
    await drawer.getByLabel('Reason for the change').fill('Marketing asked for the new wording');
    await drawer.getByRole('button', { name: 'Save as new version' }).click();
    await expect(
      adminPage.getByText(
        /^Proposed, waiting for a second person to approve: Change product “.+” \(PLUS180\): range text/,
      ),
    ).toBeVisible();
    await screenshot(adminPage, 'console-config-approvals-proposed');
    expect((await plus()).versionId).toBe(original.versionId);

    const proposals = (await consoleCall(adminPage, 'GET', '/approvals')).body.data.items as {
      id: number;
      target: string;
      status: string;
    }[];
    const proposal = proposals.find((p) => p.target === `product:${original.id}` && p.status === 'proposed')!;
    const refused = await consoleCall(adminPage, 'POST', `/approvals/${proposal.id}/approve`, {});
    expect(refused.status).toBe(403);

    await admin2.goto('/console/approvals');
    await expect(admin2.getByRole('heading', { name: 'Approvals' })).toBeVisible();
    await expect(admin2.getByText(`→ “${wording}”`, { exact: false }).first()).toBeVisible();
    await expectTablesUnclipped(admin2, 'Approvals');
    await expectNoSeriousAxeViolations(admin2, 'Approvals');
    await screenshot(admin2, 'console-config-approvals-checker');
    await approveOnScreen(admin2, proposal.id, /Second admin/);
    await expect.poll(async () => (await plus()).terms.rangeDescription).toBe(wording);
    expect((await plus()).versionId).not.toBe(original.versionId);
    await screenshot(admin2, 'console-config-approvals-approved');
  } finally {
    await setting(adminPage, admin2, 'product_change', false);
    const { id, terms } = original;
    if ((await plus()).terms.rangeDescription !== terms.rangeDescription)
      expect((await consoleCall(adminPage, 'POST', `/config/products/${id}`, terms)).status).toBe(200);
  }
});

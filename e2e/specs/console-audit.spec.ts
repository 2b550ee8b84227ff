// Decision 107 at 1280×800: a payment the operator posts through the CLI (npm run ops -- order:pay) is in
// the audit log; an admin finds it by the borrower's name, reads who posted it, the order, the amount in
// pesos and the Manila time, and downloads the same search as CSV with that row in it.
import { readFileSync } from 'node:fs';
import { createSession, expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { logIn } from '../support/console';
import { certifyBasic, DESKTOP, expectTablesUnclipped } from '../support/console-walk';
import { orderAt } from '../support/loans';
import { ops } from '../support/ops';

test.use(DESKTOP);
test.setTimeout(120_000);

test('a payment posted through the operator CLI is found by the borrower and exported as CSV', async ({ page }) => {
  // A borrower of this attempt's own, so a retry does not find the first try's entries.
  const attempt = String(test.info().retry).padStart(2, '0');
  const name = `Leonora Auditoria ${['Uno', 'Dos', 'Tres', 'Kuatro'][test.info().retry] ?? 'Lima'}`;
  const session = await createSession(`0920610${attempt}07`);
  await certifyBasic(session, name, `leonora.${attempt}@example.com`);
  const { orderNo } = await orderAt(session, 'repaying');
  expect(ops('order:pay', orderNo, '--amount', '123456', '--reference', `ops-audit-${attempt}`)).toMatchObject({
    orderNo,
    duplicate: false,
  });

  await logIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await page.getByLabel('Borrower').fill(name);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row', { name: /payment\.post/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Operator (command line)');
  await expect(row).toContainText(orderNo);
  await expect(row).toContainText(name);
  await expect(row).toContainText('₱1,234.56');
  // Manila time, as the column says (PHT).
  await expect(page.getByRole('columnheader', { name: 'When (PHT)' })).toBeVisible();
  // The rest of the borrower's trail: the operator's approval, the payout and the booking.
  await expect(page.getByRole('row', { name: /order\.approve/ })).toContainText('Operator (command line)');
  await expect(page.getByRole('row', { name: /order\.disburse/ })).toContainText('₱4,750.00');
  await expectTablesUnclipped(page, 'Audit log by borrower');
  await expectNoSeriousAxeViolations(page, 'audit log by borrower');
  await screenshot(page, 'console-audit-by-borrower');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('When (Manila UTC+08:00),Who,Action,Order,Borrower,Amount (PHP),Target,Before,After');
  const paid = lines.filter((l) => l.includes(',payment.post,'));
  expect(paid).toHaveLength(1);
  expect(paid[0]).toContain(`,Operator (command line),payment.post,${orderNo},${name},1234.56,order:${orderNo},`);
  // Only this borrower's entries: every row names them (their order's rows, and rows of no order such as the
  // privacy notice they agreed to at their first application, decision 136).
  for (const line of lines.slice(1)) expect(line).toContain(`,${name},`);
});

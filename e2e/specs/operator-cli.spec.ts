import { expect, test } from '../support/borrower';
import { ops } from '../support/ops';

test.describe('operator CLI', () => {
  test('session:create prints a session that opens the borrower screens', async ({ page }) => {
    const session = ops('session:create', '--phone', '09171234567') as { userId: string; sessionId: string };
    expect(session.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.goto(`/customer-service?sessionId=${session.sessionId}&userId=${session.userId}`);
    await expect(page.getByText('support@lendwell.example.ph')).toBeVisible();
  });

  test('clock:show prints the business date', () => {
    expect(ops('clock:show')).toMatchObject({
      timeZone: 'Asia/Manila',
      businessDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

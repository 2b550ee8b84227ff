// The whole way of a new borrower on a phone (390×844), once in English and once in Filipino, with no developer
// page: the promotion landing, registration, the web app's login, every certify step with photos straight from
// the phone's camera (shrunk on the phone, decision 131), apply, the approval, the payout account the approved
// order asks for (decision 129), the payout, and the money received on the order page. axe judges every screen,
// framed borrower pages through their frame. The operator's part is the admin API, as the console's desks call it
// (host-app.spec.ts, walk-borrower-order.spec.ts). host-app.spec.ts walks the same start in English with bad input
// on every step, then repayment and a second loan; this one adds the camera photos, the account step, the money
// received and Filipino.
import type { Frame, Page } from '@playwright/test';
import { admin, expect, screenshot, test } from '../support/borrower';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { cameraPhoto } from '../support/camera-photo';
import { hostLogin } from '../support/host-app';
import { disburseAndWait } from '../support/loans';
import { captchaAnswer, lastSmsCode } from '../support/promotion';
import { en as hostEn } from '../../apps/host/src/lib/i18n/en';
import { fil as hostFil } from '../../apps/host/src/lib/i18n/fil';
import { en as serverEn } from '../../apps/server/src/lib/borrower-words/en';
import { fil as serverFil } from '../../apps/server/src/lib/borrower-words/fil';

const PLACE = { region: '1300000000', province: '1300000000', city: '1380100000', barangay: '1380100001' };

/** What the borrower reads, per language: the host app's and the server's catalogues, and the few web words. */
const LANGS = {
  en: {
    host: hostEn,
    server: serverEn,
    certify: {} as Record<string, string>,
    landing: {
      getCode: 'Get code',
      register: 'Register',
      download: 'Download the app',
      webApp: 'Open the web app',
    },
    web: {
      next: 'Next',
      agree: 'Agree',
      privacy: 'Privacy Consent',
      confirm: 'Confirm',
      repayment: 'Repayment',
      amountDue: 'Amount due',
      walletNumber: 'E-wallet mobile number',
    },
  },
  fil: {
    host: hostFil,
    server: serverFil,
    // The certify form's field titles in Filipino (the server's FILIPINO_ITEMS, decision 132); the same in English.
    certify: {
      'Full name': 'Buong pangalan',
      'Birth date': 'Petsa ng kapanganakan',
      Sex: 'Kasarian',
      'House number and street': 'Numero ng bahay at kalye',
      Employment: 'Trabaho',
      'Employer or business': 'Employer o negosyo',
      'Months in this work': 'Ilang buwan na sa trabahong ito',
      'Monthly income (₱)': 'Buwanang kita (₱)',
      'Pay day': 'Araw ng sahod',
      'Reference 1: full name': 'Reference 1: buong pangalan',
      'Reference 1: relation to you': 'Reference 1: kaano-ano mo',
      'Reference 2: full name': 'Reference 2: buong pangalan',
      'Reference 2: relation to you': 'Reference 2: kaano-ano mo',
      'ID type': 'Uri ng ID',
      'ID number': 'Numero ng ID',
    } as Record<string, string>,

    landing: {
      getCode: 'Kunin ang code',
      register: 'Magparehistro',
      download: 'I-download ang app',
      webApp: 'Buksan ang web app',
    },
    web: {
      next: 'Susunod',
      agree: 'Sumasang-ayon',
      privacy: 'Pahintulot sa privacy',
      confirm: 'Kumpirmahin',
      repayment: 'Magbayad',
      amountDue: 'Halagang babayaran',
      // The lender's bank form title in Filipino (the demo seed's, decision 132).
      walletNumber: 'Mobile number ng e-wallet',
    },
  },
} as const;
type Words = (typeof LANGS)[keyof typeof LANGS];

/** The borrower page the host app shows in its frame, once it has loaded. */
async function framed(page: Page): Promise<Frame> {
  const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
  return frame!;
}

/** Every date on the screen stands on one line (decision 142): each `.whole-date` draws as a single box. */
async function expectDatesWhole(where: Page | Frame, screen: string) {
  const boxes = await where.locator('.whole-date').evaluateAll((dates) => dates.map((d) => d.getClientRects().length));
  expect(boxes.length, `dates on ${screen}`).toBeGreaterThan(0);
  expect(boxes, `dates on ${screen} each on one line`).toEqual(boxes.map(() => 1));
}

async function saveStep(page: Page, t: Words, next: string) {
  await page.getByRole('button', { name: t.host.saveContinue }).click();
  await expect(page.getByRole('heading', { name: next, level: 2 })).toBeVisible();
}

/** A certify field's title in the borrower's language. */
const field = (t: Words, english: string) => t.certify[english] ?? english;

/** Every certify step, filled as a borrower does, with the ID and the selfie taken by the phone's camera. */
async function certify(page: Page, t: Words, photo: Buffer, idNumber: string, tag: string) {
  await expect(page.getByRole('heading', { name: t.host.stepBasic, level: 2 })).toBeVisible();
  await page.getByLabel(field(t, 'Full name')).fill('Maria Clara dela Cruz');
  await page.getByLabel(field(t, 'Birth date')).fill('1995-06-15');
  await page.getByLabel(field(t, 'Sex')).selectOption('F');
  await page.getByLabel(field(t, 'Civil status')).selectOption('single');
  await page.getByLabel(field(t, 'E-mail')).fill('maria@example.com');
  await expectNoSeriousAxeViolations(page, `certify: about you (${tag})`);
  await saveStep(page, t, t.host.stepPersonal);

  await page.getByLabel(field(t, 'House number and street')).fill('12 Rizal St.');
  await page.getByLabel(t.host.region, { exact: true }).selectOption(PLACE.region);
  await page.getByLabel(t.host.province, { exact: true }).selectOption(PLACE.province);
  await page.getByLabel(t.host.city, { exact: true }).selectOption(PLACE.city);
  await page.getByLabel(t.host.barangay, { exact: true }).selectOption(PLACE.barangay);
  await expectNoSeriousAxeViolations(page, `certify: address (${tag})`);
  await saveStep(page, t, t.host.stepJob);

  await page.getByRole('combobox', { name: field(t, 'Employment'), exact: true }).selectOption('private');
  await page.getByLabel(field(t, 'Employer or business')).fill('Acme Trading Inc.');
  await page.getByLabel(field(t, 'Months in this work')).fill('12');
  // An income the credit engine refers to a reviewer (decision 057): a person approves this first loan.
  await page.getByLabel(field(t, 'Monthly income (₱)')).fill('18000');
  await page.getByLabel(field(t, 'Pay day')).selectOption('15');
  await expectNoSeriousAxeViolations(page, `certify: work (${tag})`);
  await saveStep(page, t, t.host.stepExt);

  await page.getByLabel(field(t, 'Reference 1: full name')).fill('Jose dela Cruz');
  await page.getByLabel(field(t, 'Reference 1: relation to you')).selectOption('parent');
  await page.getByLabel(field(t, 'Reference 1: mobile number')).fill('09181112222');
  await page.getByLabel(field(t, 'Reference 2: full name')).fill('Ana Santos');
  await page.getByLabel(field(t, 'Reference 2: relation to you')).selectOption('friend');
  await page.getByLabel(field(t, 'Reference 2: mobile number')).fill('09193334444');
  await expectNoSeriousAxeViolations(page, `certify: references (${tag})`);
  await saveStep(page, t, t.host.stepId);

  await page.getByLabel(field(t, 'ID type')).selectOption('philsys');
  await page.getByLabel(field(t, 'ID number')).fill(idNumber);
  await page
    .getByLabel(`${t.host.takePhoto} — ${t.host.idPhotoFront}`)
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(t.host.photoUploaded)).toHaveCount(1, { timeout: 45_000 });
  await page
    .getByLabel(`${t.host.takePhoto} — ${t.host.selfie}`)
    .setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(t.host.photoUploaded)).toHaveCount(2, { timeout: 45_000 });
  await expect(page.locator('.field-error')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, `certify: ID (${tag})`);
  await screenshot(page, `journey-${tag}-certify-id`);
  await page.getByRole('button', { name: t.host.saveContinue }).click();
  await expect(page.getByText(t.host.certifyDone)).toBeVisible();
}

for (const [tag, t] of Object.entries(LANGS) as [keyof typeof LANGS, Words][]) {
  test(`a new borrower goes from the landing to money received, in ${tag === 'en' ? 'English' : 'Filipino'}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    // Phones and an ID number of this language and attempt: a retry never meets the first attempt's borrower.
    const n = `${tag === 'en' ? 1 : 2}${test.info().retry}`;
    const phone = `0966${n}00001`;
    const idNumber = `6420-7${n}0-9630-1470`;

    // The promotion landing, as an ad opens it (in Filipino, the ad's link carries the language).
    await page.goto(`/promotion#/registerTemplate?templateId=1${tag === 'fil' ? '&lang=fil' : ''}`);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Picture code', { exact: true }).fill(await captchaAnswer(page));
    await expectNoSeriousAxeViolations(page, `landing (${tag})`);
    await screenshot(page, `journey-${tag}-landing`);
    await page.getByRole('button', { name: t.landing.getCode }).click();
    // The code is on its way once the button counts down to a resend.
    await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
    await page.getByLabel('SMS code').fill(await lastSmsCode(phone));
    await page.getByRole('button', { name: t.landing.register }).click();
    await expect(page.getByRole('heading', { name: t.landing.download })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `download (${tag})`);
    await page.getByRole('link', { name: t.landing.webApp }).click();

    // The web app, in the language chosen on the landing, with the number already filled in.
    await expect(page).toHaveURL(/\/app\/login\?from=promotion$/);
    await expect(page.getByText(t.host.loginFromPromotion)).toBeVisible();
    await expectNoSeriousAxeViolations(page, `login (${tag})`);
    await hostLogin(page, phone, { send: t.host.sendCode, login: t.host.loginButton });
    await expect(page).toHaveURL(/\/app\/home$/);
    await expect(page.getByRole('heading', { name: t.host.certifyBanner })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `home, new (${tag})`);
    await screenshot(page, `journey-${tag}-home-new`);

    const photo = await cameraPhoto(page);
    await page.getByRole('button', { name: t.host.certifyBannerAction }).click();
    await certify(page, t, photo, idNumber, tag);
    await page.getByRole('button', { name: t.host.backToHome }).click();

    // Apply: the product's quote, then the confirm page in its frame (a first loan agrees to the privacy notice).
    await page.getByRole('button', { name: `${t.host.apply}: Flex 91` }).click();
    await expect(page.getByRole('heading', { name: t.host.quoteTitle })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `product (${tag})`);
    await screenshot(page, `journey-${tag}-product`);
    await page.getByRole('button', { name: new RegExp(`^${t.host.applyNow.replace('{amount}', '₱')}`) }).click();
    await expect(page).toHaveURL(/\/app\/open\/loan\/confirm/);
    const confirm = page.frameLocator('iframe');
    await confirm.getByRole('dialog', { name: t.web.privacy }).getByRole('button', { name: t.web.agree }).click();
    await expect(confirm.getByRole('dialog', { name: t.web.privacy })).toHaveCount(0);
    await expectNoSeriousAxeViolations(await framed(page), `loan confirm (${tag})`);
    await screenshot(page, `journey-${tag}-confirm`);
    await confirm.getByRole('button', { name: t.web.next }).click({ timeout: 15_000 });
    await expect(confirm.getByRole('heading', { name: t.server.statusUnderReview })).toBeVisible();
    await expectNoSeriousAxeViolations(await framed(page), `order under review (${tag})`);
    await screenshot(page, `journey-${tag}-under-review`);

    // A reviewer approves the referred application (the operator's admin API, as the review desk calls it).
    const orderNo = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('lendwell.session') ?? '{}') as { sessionId?: string };
      const res = await fetch('/api/host/orders', { headers: { authorization: `Bearer ${session.sessionId}` } });
      return ((await res.json()) as { data: { items: { orderNo: string }[] } }).data.items[0]!.orderNo;
    });
    await admin('POST', `/orders/${orderNo}/approve`, { reason: 'verified' });

    // Approved, with nowhere to send the money: home asks for the account first (decision 129).
    await page.goto('/app/home');
    await expect(page.getByRole('heading', { name: t.host.accountMissingTitle })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `home, approved without an account (${tag})`);
    await screenshot(page, `journey-${tag}-home-account-missing`);
    await page.getByRole('button', { name: t.host.accountMissingAction }).click();
    const bank = page.frameLocator('iframe');
    await bank.getByRole('tab', { name: 'E-wallet' }).click();
    await bank.getByRole('button', { name: /^E-wallet: / }).click();
    const picker = bank.locator('.adm-picker').last();
    await expect(picker).toBeVisible();
    await picker.getByText('GCash', { exact: true }).first().dispatchEvent('click');
    await expect(
      picker.locator('.adm-picker-view-column-item[data-selected="true"]', { hasText: 'GCash' }),
    ).toHaveCount(1);
    await picker.getByText(t.web.confirm, { exact: true }).click();
    await expect(picker).toBeHidden();
    await bank.getByRole('textbox', { name: t.web.walletNumber }).fill(`0966${n}00009`);
    await expectNoSeriousAxeViolations(await framed(page), `payout account (${tag})`);
    await screenshot(page, `journey-${tag}-payout-account`);
    await bank.getByRole('button', { name: t.web.next }).click();
    // Saved, the bind screen closes and the app goes back: the home no longer asks for the account.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.host.currentOrder })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.host.accountMissingTitle })).toHaveCount(0);

    // Finance pays out to that wallet; the sandbox provider answers and the loan is booked.
    await disburseAndWait(orderNo);

    // The money received, on the order page opened from My loans.
    await page.goto('/app/loans');
    await page.getByRole('button', { name: new RegExp(orderNo) }).click();
    const detail = page.frameLocator('iframe');
    await expect(detail.getByRole('heading', { name: t.server.statusRepaying })).toBeVisible();
    await expect(detail.getByText(t.server.rowDisbursedOn, { exact: true })).toBeVisible();
    await expect(detail.getByText(t.server.rowLoanAmount, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(await framed(page), `order, money received (${tag})`);
    await expectDatesWhole(await framed(page), `order page (${tag})`);
    await screenshot(page, `journey-${tag}-money-received`);
    // The installment plan the loan now follows, its due date whole on one line (decision 142).
    await detail.getByRole('button', { name: t.web.repayment, exact: true }).click();
    await expect(detail.getByText(t.web.amountDue, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(await framed(page), `installment plan (${tag})`);
    await expectDatesWhole(await framed(page), `installment plan (${tag})`);
    await screenshot(page, `journey-${tag}-installment-plan`);
    await page.goto('/app/home');
    await expect(page.getByRole('heading', { name: t.host.currentOrder })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `home, repaying (${tag})`);
    await expectDatesWhole(page, `home (${tag})`);
    await screenshot(page, `journey-${tag}-home-repaying`);
  });
}

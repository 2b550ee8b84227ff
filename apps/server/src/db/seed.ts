// Demo data for sandbox mode: one lender with products, payment channels, complaint types,
// bank form items, contact info and a demo borrower. Runs once; never in production mode.
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config/config.js';
import type { Database } from './client.js';
import { FLEX_91, PLUS_180 } from '../domain/loan/demo-products.js';
import { saveProduct } from '../repositories/products-repository.js';
import {
  bankFormItems,
  businessClock,
  complaintTypes,
  contactInfo,
  merchants,
  paymentChannels,
  paymentGuides,
  promotionSettings,
  promotionTemplates,
  users,
  agreementTemplateVersions,
} from './schema.js';
import { defaultClauses } from '../documents/agreement-clauses.js';
import { AGREEMENTS, lenderOf } from '../documents/agreements.js';
import { DEFAULT_PROMOTION_MOBILE_PATTERN } from '@lendwell/contracts';

const FLEX_91_CODE = 'FLEX91';

export const DEMO = {
  merchantNumber: 'LW001',
  borrowerPhone: '+639171234567',
  borrowerPhoneLocal: '09171234567',
  deviceId: 'sandbox-device-0001',
  productCode: FLEX_91_CODE,
} as const;

const PH_BANKS = [
  ['BDO Unibank', 'BDO'],
  ['Bank of the Philippine Islands', 'BPI'],
  ['Metrobank', 'MBTC'],
  ['Land Bank of the Philippines', 'LBP'],
  ['Philippine National Bank', 'PNB'],
  ['Security Bank', 'SECB'],
  ['UnionBank of the Philippines', 'UBP'],
  ['RCBC', 'RCBC'],
  ['China Banking Corporation', 'CBC'],
  ['EastWest Bank', 'EWB'],
] as const;

export async function seedDemoData(db: Database, config: Pick<AppConfig, 'mode' | 'brand'>): Promise<void> {
  if (config.mode !== 'sandbox') throw new Error('demo data is refused in production mode');
  const existing = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.merchantNumber, DEMO.merchantNumber));
  if (existing.length > 0) {
    // Data added by later issues is seeded into databases made before them too.
    await seedPaymentGuides(db, existing[0]!.id);
    await seedPromotionTemplates(db, existing[0]!.id);
    await seedAgreementTemplates(db, existing[0]!.id, config.brand);
    return;
  }

  await db.transaction(async (tx) => {
    const [merchant] = await tx
      .insert(merchants)
      .values({ merchantNumber: DEMO.merchantNumber, name: config.brand.lenderLegalName })
      .returning({ id: merchants.id });
    if (!merchant) throw new Error('merchant insert returned nothing');
    const merchantId = merchant.id;

    await tx.insert(contactInfo).values({
      merchantId,
      email: config.brand.customerServiceEmail,
      messagingAccount: config.brand.messagingAccount,
      telephone: config.brand.customerServicePhone,
    });

    await tx.insert(businessClock).values({ id: 1, overrideDate: null }).onConflictDoNothing();

    await saveProduct(tx, merchantId, {
      code: FLEX_91.code,
      name: FLEX_91.name,
      logoUrl: '/brand/product-flex.svg',
      config: FLEX_91,
    });
    await saveProduct(tx, merchantId, {
      code: PLUS_180.code,
      name: PLUS_180.name,
      logoUrl: '/brand/product-plus.svg',
      config: PLUS_180,
    });

    await tx.insert(paymentChannels).values([
      {
        merchantId,
        channelNumber: 'GCSH',
        name: 'GCash',
        logoUrl: '/brand/channel-gcash.svg',
        kind: 'ewallet',
        sort: 1,
      },
      { merchantId, channelNumber: 'PYMY', name: 'Maya', logoUrl: '/brand/channel-maya.svg', kind: 'ewallet', sort: 2 },
      {
        merchantId,
        channelNumber: '7ELE',
        name: '7-Eleven',
        logoUrl: '/brand/channel-7eleven.svg',
        kind: 'otc',
        sort: 3,
      },
      {
        merchantId,
        channelNumber: 'CEBL',
        name: 'Cebuana Lhuillier',
        logoUrl: '/brand/channel-cebuana.svg',
        kind: 'otc',
        sort: 4,
      },
      {
        merchantId,
        channelNumber: 'BPIA',
        name: 'BPI Online',
        logoUrl: '/brand/channel-bank.svg',
        kind: 'bank',
        sort: 5,
      },
    ]);

    const collection = 1;
    // Each type's title in English and in Filipino, as the borrower reads it (decision 132).
    const type = (value: number, parentValue: number | null, title: string, titleFil: string, sort: number) => ({
      merchantId,
      value,
      parentValue,
      title,
      titleFil,
      sort,
    });
    await tx
      .insert(complaintTypes)
      .values([
        type(collection, null, 'Collection', 'Paniningil', 1),
        type(1, collection, 'Harassing or repeated calls', 'Panggigipit o paulit-ulit na tawag', 1),
        type(2, collection, 'Contacting my references', 'Kinokontak ang aking mga reference', 2),
        type(3, collection, 'Threats or abusive language', 'Pagbabanta o masasakit na salita', 3),
        type(4, collection, 'Calls outside 6 AM to 10 PM', 'Tawag bago mag-6 AM o lampas 10 PM', 4),
        type(2, null, 'Repayment not credited', 'Hindi pumasok ang bayad ko', 2),
        type(3, null, 'Wrong charges or fees', 'Maling singil o fees', 3),
        type(4, null, 'Loan disbursement', 'Pagpapadala ng loan', 4),
        type(5, null, 'App or account problem', 'Problema sa app o account', 5),
        type(6, null, 'Other', 'Iba pa', 6),
      ]);

    // Card type 1: a bank account, paid by InstaPay (channel 90006, real time, up to PHP 50,000)
    // or PESONet (90007, batch). Card type 2: an e-wallet (GCash 90011, Maya 90012).
    const bankOptions = PH_BANKS.map(([name, type]) => ({ name, type }));
    await tx.insert(bankFormItems).values([
      {
        merchantId,
        code: 'channel',
        title: 'Transfer by',
        subtitle: 'Choose how you receive the money',
        titleFil: 'Paraan ng padala',
        subtitleFil: 'Piliin kung paano mo matatanggap ang pera',
        cate: 'enum',
        inputType: 'channel',
        cardTypeMi: 1,
        sort: 1,
        options: [
          { name: 'InstaPay (real time)', type: '90006', nameFil: 'InstaPay (agad-agad)' },
          {
            name: 'PESONet (same or next banking day)',
            type: '90007',
            nameFil: 'PESONet (sa parehong araw o sa susunod na banking day)',
          },
        ],
      },
      {
        merchantId,
        code: 'bankCode',
        title: 'Bank',
        subtitle: 'Choose your bank',
        titleFil: 'Bangko',
        subtitleFil: 'Piliin ang iyong bangko',
        cate: 'enum',
        cardTypeMi: 1,
        channelNumber: '90006',
        sort: 2,
        options: bankOptions,
      },
      {
        merchantId,
        code: 'pesonetBankCode',
        title: 'Bank',
        subtitle: 'Choose your bank',
        titleFil: 'Bangko',
        subtitleFil: 'Piliin ang iyong bangko',
        cate: 'enum',
        cardTypeMi: 1,
        channelNumber: '90007',
        sort: 2,
        options: bankOptions,
      },
      {
        merchantId,
        code: 'accountNo',
        title: 'Account number',
        subtitle: '10 to 16 digits',
        titleFil: 'Account number',
        subtitleFil: '10 hanggang 16 na digit',
        cate: 'text',
        inputType: 'bankCard',
        cardTypeMi: 1,
        sort: 3,
        minLength: 10,
        maxLength: 16,
        secret: true,
      },
      {
        merchantId,
        code: 'branchCity',
        title: 'Branch city',
        subtitle: 'Region, province and city',
        titleFil: 'Lungsod ng branch',
        subtitleFil: 'Rehiyon, probinsya at lungsod',
        cate: 'citySelect',
        cardTypeMi: 1,
        sort: 4,
      },
      {
        merchantId,
        code: 'walletType',
        title: 'E-wallet',
        subtitle: 'Choose your e-wallet',
        titleFil: 'E-wallet',
        subtitleFil: 'Piliin ang iyong e-wallet',
        cate: 'enum',
        cardTypeMi: 2,
        sort: 1,
        options: [
          { name: 'GCash', type: '90011' },
          { name: 'Maya', type: '90012' },
        ],
      },
      {
        merchantId,
        code: 'walletNo',
        title: 'E-wallet mobile number',
        subtitle: '09XXXXXXXXX',
        titleFil: 'Mobile number ng e-wallet',
        subtitleFil: '09XXXXXXXXX',
        cate: 'text',
        inputType: 'phone',
        cardTypeMi: 2,
        sort: 2,
        minLength: 11,
        maxLength: 11,
        secret: true,
      },
      {
        merchantId,
        code: 'salaryDay',
        title: 'Salary day',
        subtitle: 'Day of the month you are paid',
        titleFil: 'Araw ng sahod',
        subtitleFil: 'Petsa sa buwan kung kailan ka sumasahod',
        cate: 'day',
        cardTypeMi: 0,
        sort: 9,
        required: false,
      },
    ]);

    await tx.insert(users).values({ merchantId, phone: DEMO.borrowerPhone });
  });
  const [created] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.merchantNumber, DEMO.merchantNumber));
  await seedPaymentGuides(db, created!.id);
  await seedPromotionTemplates(db, created!.id);
  await seedAgreementTemplates(db, created!.id, config.brand);
}

/**
 * A QR channel and the payment instructions per channel (server configuration, shown by the
 * guide page and as pay-code notices). Idempotent: unique indexes skip what is already there.
 */
export async function seedPaymentGuides(db: Database, merchantId: number): Promise<void> {
  await db
    .insert(paymentChannels)
    .values({
      merchantId,
      channelNumber: 'QRPH',
      name: 'QR Ph (any bank app)',
      logoUrl: '/brand/channel-qrph.svg',
      kind: 'qr',
      sort: 6,
    })
    .onConflictDoNothing();
  // Each instruction in English and in Filipino, as a Filipino borrower reads it (decision 132).
  const g = (
    channelNumber: string,
    groupTitle: string,
    name: string,
    imageUrl: string,
    sort: number,
    steps: string[],
    fil: { groupTitle: string; name: string; steps: string[] },
  ) => ({
    merchantId,
    channelNumber,
    groupTitle,
    name,
    imageUrl,
    sort,
    steps,
    groupTitleFil: fil.groupTitle,
    nameFil: fil.name,
    stepsFil: fil.steps,
  });
  await db
    .insert(paymentGuides)
    .values([
      g(
        'GCSH',
        'GCash app',
        'Pay Bills in GCash',
        '/brand/guide-gcash.svg',
        1,
        [
          'Open GCash and tap Bills.',
          'Choose Loans, then search for our company name.',
          'Enter your pay code as the account number and the exact amount.',
          'Check the details and tap Confirm. Keep the receipt.',
        ],
        {
          groupTitle: 'GCash app',
          name: 'Pay Bills sa GCash',
          steps: [
            'Buksan ang GCash at i-tap ang Bills.',
            'Piliin ang Loans, saka hanapin ang pangalan ng aming kumpanya.',
            'Ilagay ang iyong pay code bilang account number at ang eksaktong halaga.',
            'Suriin ang mga detalye at i-tap ang Confirm. Itago ang resibo.',
          ],
        },
      ),
      g(
        'PYMY',
        'Maya app',
        'Pay Bills in Maya',
        '/brand/guide-maya.svg',
        2,
        [
          'Open Maya and tap Bills.',
          'Choose Loans and pick our company.',
          'Enter your pay code and the exact amount.',
          'Tap Continue, then Pay. Keep the receipt.',
        ],
        {
          groupTitle: 'Maya app',
          name: 'Pay Bills sa Maya',
          steps: [
            'Buksan ang Maya at i-tap ang Bills.',
            'Piliin ang Loans at ang aming kumpanya.',
            'Ilagay ang iyong pay code at ang eksaktong halaga.',
            'I-tap ang Continue, saka Pay. Itago ang resibo.',
          ],
        },
      ),
      g(
        '7ELE',
        'Over the counter',
        '7-Eleven CLiQQ kiosk',
        '/brand/guide-7eleven.svg',
        3,
        [
          'Go to any 7-Eleven store and open the CLiQQ kiosk (or tell the cashier you are paying a bill).',
          'Choose Bills Payment, then Loans, then our company.',
          'Enter your pay code and your mobile number.',
          'Take the slip to the cashier and pay the exact amount in cash.',
        ],
        {
          groupTitle: 'Sa counter',
          name: 'CLiQQ kiosk ng 7-Eleven',
          steps: [
            'Pumunta sa kahit anong 7-Eleven at gamitin ang CLiQQ kiosk (o sabihin sa cashier na magbabayad ka ng bill).',
            'Piliin ang Bills Payment, saka Loans, saka ang aming kumpanya.',
            'Ilagay ang iyong pay code at mobile number.',
            'Dalhin ang slip sa cashier at bayaran nang cash ang eksaktong halaga.',
          ],
        },
      ),
      g(
        'CEBL',
        'Over the counter',
        'Cebuana Lhuillier branch',
        '/brand/guide-cebuana.svg',
        4,
        [
          'Visit any Cebuana Lhuillier branch with a valid ID.',
          'Fill in a bills payment form with our company name and your pay code.',
          'Pay the exact amount at the counter and keep the receipt.',
        ],
        {
          groupTitle: 'Sa counter',
          name: 'Sangay ng Cebuana Lhuillier',
          steps: [
            'Pumunta sa kahit anong sangay ng Cebuana Lhuillier na may dalang valid ID.',
            'Sagutan ang bills payment form: ang pangalan ng aming kumpanya at ang iyong pay code.',
            'Bayaran sa counter ang eksaktong halaga at itago ang resibo.',
          ],
        },
      ),
      g(
        'BPIA',
        'Online banking',
        'BPI online or app',
        '/brand/guide-bank.svg',
        5,
        [
          'Log in to BPI online or the BPI app and choose Pay Bills.',
          'Add our company as a biller if you have not yet.',
          'Use your pay code as the reference number and enter the exact amount.',
          'Confirm with the one-time PIN from your bank.',
        ],
        {
          groupTitle: 'Online banking',
          name: 'BPI online o app',
          steps: [
            'Mag-log in sa BPI online o sa BPI app at piliin ang Pay Bills.',
            'Idagdag ang aming kumpanya bilang biller kung hindi mo pa ito nagagawa.',
            'Gamitin ang iyong pay code bilang reference number at ilagay ang eksaktong halaga.',
            'Kumpirmahin gamit ang one-time PIN mula sa iyong bangko.',
          ],
        },
      ),
      g(
        'QRPH',
        'Scan to pay',
        'QR Ph in any bank or e-wallet app',
        '/brand/guide-qr.svg',
        6,
        [
          'Open your bank or e-wallet app and choose Scan QR.',
          'Scan the QR code on the repayment page.',
          'Check that the amount matches, then confirm.',
        ],
        {
          groupTitle: 'I-scan para magbayad',
          name: 'QR Ph sa kahit anong bank o e-wallet app',
          steps: [
            'Buksan ang iyong bank o e-wallet app at piliin ang Scan QR.',
            'I-scan ang QR code sa repayment page.',
            'Tiyaking tugma ang halaga, saka kumpirmahin.',
          ],
        },
      ),
    ])
    .onConflictDoNothing();
}

/**
 * The merchant's landing mobile rule and two demo landing pages (templateId 1 and 2).
 * Idempotent: the unique indexes skip what is already there.
 */
export async function seedPromotionTemplates(db: Database, merchantId: number): Promise<void> {
  await db
    .insert(promotionSettings)
    .values({ merchantId, mobilePattern: DEFAULT_PROMOTION_MOBILE_PATTERN })
    .onConflictDoNothing();
  const downloadUrl = 'https://play.google.com/store/apps/details?id=ph.lendwell.app';
  await db
    .insert(promotionTemplates)
    .values([
      {
        merchantId,
        name: 'Payday cash',
        headline: 'Cash up to ₱25,000 before payday',
        subtitle: 'Register with your mobile number in one minute.',
        headlineFil: 'Cash hanggang ₱25,000 bago ang sweldo',
        subtitleFil: 'Mag-register gamit ang mobile number mo sa loob ng isang minuto.',
        downloadUrl,
      },
      {
        merchantId,
        name: 'Social ads',
        headline: 'Your first loan, decided within a day',
        subtitle: 'Clear costs, no hidden fees. Register now.',
        headlineFil: 'Ang una mong loan, may desisyon sa loob ng isang araw',
        subtitleFil: 'Malinaw ang gastos, walang nakatagong bayad. Mag-register na.',
        downloadUrl,
      },
    ])
    .onConflictDoNothing();
}

/** Decision 024: version 1 of each agreement's lender clauses, the built-in text. Idempotent. */
export async function seedAgreementTemplates(
  db: Database,
  merchantId: number,
  brand: AppConfig['brand'],
): Promise<void> {
  const lender = lenderOf(brand);
  await db
    .insert(agreementTemplateVersions)
    .values(
      AGREEMENTS.map((a) => ({
        merchantId,
        position: a.position,
        version: 1,
        clauses: defaultClauses(a.position, lender),
        createdBy: 'seed',
      })),
    )
    .onConflictDoNothing();
}

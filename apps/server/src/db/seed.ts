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
  users,
} from './schema.js';

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
  const existing = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNumber, DEMO.merchantNumber));
  if (existing.length > 0) return;

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

    await saveProduct(tx, merchantId, { code: FLEX_91.code, name: FLEX_91.name, logoUrl: '/brand/product-flex.svg', config: FLEX_91 });
    await saveProduct(tx, merchantId, { code: PLUS_180.code, name: PLUS_180.name, logoUrl: '/brand/product-plus.svg', config: PLUS_180 });

    await tx.insert(paymentChannels).values([
      { merchantId, channelNumber: 'GCSH', name: 'GCash', logoUrl: '/brand/channel-gcash.svg', kind: 'ewallet', sort: 1 },
      { merchantId, channelNumber: 'PYMY', name: 'Maya', logoUrl: '/brand/channel-maya.svg', kind: 'ewallet', sort: 2 },
      { merchantId, channelNumber: '7ELE', name: '7-Eleven', logoUrl: '/brand/channel-7eleven.svg', kind: 'otc', sort: 3 },
      { merchantId, channelNumber: 'CEBL', name: 'Cebuana Lhuillier', logoUrl: '/brand/channel-cebuana.svg', kind: 'otc', sort: 4 },
      { merchantId, channelNumber: 'BPIA', name: 'BPI Online', logoUrl: '/brand/channel-bank.svg', kind: 'bank', sort: 5 },
    ]);

    const collection = 1;
    await tx.insert(complaintTypes).values([
      { merchantId, value: collection, parentValue: null, title: 'Collection', sort: 1 },
      { merchantId, value: 1, parentValue: collection, title: 'Harassing or repeated calls', sort: 1 },
      { merchantId, value: 2, parentValue: collection, title: 'Contacting my references', sort: 2 },
      { merchantId, value: 3, parentValue: collection, title: 'Threats or abusive language', sort: 3 },
      { merchantId, value: 4, parentValue: collection, title: 'Calls outside 6 AM to 10 PM', sort: 4 },
      { merchantId, value: 2, parentValue: null, title: 'Repayment not credited', sort: 2 },
      { merchantId, value: 3, parentValue: null, title: 'Wrong charges or fees', sort: 3 },
      { merchantId, value: 4, parentValue: null, title: 'Loan disbursement', sort: 4 },
      { merchantId, value: 5, parentValue: null, title: 'App or account problem', sort: 5 },
      { merchantId, value: 6, parentValue: null, title: 'Other', sort: 6 },
    ]);

    // Card type 1: a bank account, paid by InstaPay (channel 90006, real time, up to PHP 50,000)
    // or PESONet (90007, batch). Card type 2: an e-wallet (GCash 90011, Maya 90012).
    const bankOptions = PH_BANKS.map(([name, type]) => ({ name, type }));
    await tx.insert(bankFormItems).values([
      {
        merchantId, code: 'channel', title: 'Transfer by', subtitle: 'Choose how you receive the money', cate: 'enum', inputType: 'channel', cardTypeMi: 1, sort: 1,
        options: [
          { name: 'InstaPay (real time)', type: '90006' },
          { name: 'PESONet (same or next banking day)', type: '90007' },
        ],
      },
      { merchantId, code: 'bankCode', title: 'Bank', subtitle: 'Choose your bank', cate: 'enum', cardTypeMi: 1, channelNumber: '90006', sort: 2, options: bankOptions },
      { merchantId, code: 'pesonetBankCode', title: 'Bank', subtitle: 'Choose your bank', cate: 'enum', cardTypeMi: 1, channelNumber: '90007', sort: 2, options: bankOptions },
      { merchantId, code: 'accountNo', title: 'Account number', subtitle: '10 to 16 digits', cate: 'text', inputType: 'bankCard', cardTypeMi: 1, sort: 3, minLength: 10, maxLength: 16, secret: true },
      { merchantId, code: 'branchCity', title: 'Branch city', subtitle: 'Region, province and city', cate: 'citySelect', cardTypeMi: 1, sort: 4 },
      {
        merchantId, code: 'walletType', title: 'E-wallet', subtitle: 'Choose your e-wallet', cate: 'enum', cardTypeMi: 2, sort: 1,
        options: [
          { name: 'GCash', type: '90011' },
          { name: 'Maya', type: '90012' },
        ],
      },
      { merchantId, code: 'walletNo', title: 'E-wallet mobile number', subtitle: '09XXXXXXXXX', cate: 'text', inputType: 'phone', cardTypeMi: 2, sort: 2, minLength: 11, maxLength: 11, secret: true },
      { merchantId, code: 'salaryDay', title: 'Salary day', subtitle: 'Day of the month you are paid', cate: 'day', cardTypeMi: 0, sort: 9, required: false },
    ]);

    await tx.insert(users).values({ merchantId, phone: DEMO.borrowerPhone });
  });
}

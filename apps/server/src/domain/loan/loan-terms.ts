// The loan terms a borrower reads, written from the product's configuration so that what is
// shown is what the engine charges. Pure: the site and the agreements render these sections.
// The English is the official text; the Filipino is a reading version with the same figures (decision 132).
import { formatBps, formatMoney } from '@lendwell/contracts/constants';
import { capsApply, CAPS } from './compliance.js';
import { LOAN_TERMS, termDaysOf, type Bucket, type Product } from './product.js';

export type TermsSection = { title: string; paragraphs: string[] };

const BUCKET_NAMES: Record<Bucket, string> = {
  legal: 'legal charges',
  enforcement: 'enforcement expenses',
  penalty: 'penalties',
  overdue_interest: 'overdue interest',
  fee: 'fees',
  interest: 'interest',
  principal: 'principal',
};

const BUCKET_NAMES_FIL: Record<Bucket, string> = {
  legal: 'legal na singil',
  enforcement: 'gastos sa paniningil',
  penalty: 'multa',
  overdue_interest: 'interest sa pagkahuli',
  fee: 'fees',
  interest: 'interest',
  principal: 'principal',
};

/** The loan terms of a product, in English (the official text) or as the Filipino reading version. */
export function loanTerms(product: Product, lender: { legalName: string }, lang: 'en' | 'fil' = 'en'): TermsSection[] {
  return lang === 'fil' ? loanTermsFil(product, lender) : loanTermsEn(product, lender);
}

function loanTermsEn(product: Product, lender: { legalName: string }): TermsSection[] {
  const term = termDaysOf(product);
  const tiers = product.overdueTiers.map((t) =>
    t.toDay === null
      ? `${formatBps(t.monthlyRateBps)} a month from day ${t.fromDay}`
      : `${formatBps(t.monthlyRateBps)} a month for days ${t.fromDay} to ${t.toDay}`,
  );
  const covered = capsApply(product, product.minAmountCents);
  return [
    {
      title: `${product.name}: amount and term`,
      paragraphs: [
        `Loan amounts from ${formatMoney(product.minAmountCents)} to ${formatMoney(product.maxAmountCents)}, in steps of ${formatMoney(product.amountStepCents)}.`,
        `Term: ${term} calendar days, repaid in ${product.periods === 1 ? 'one payment' : `${product.periods} installments every ${product.periodDays} days`}. Our loan terms range from ${LOAN_TERMS.minTermDays} to ${LOAN_TERMS.maxTermDays} calendar days.`,
        'We decide on an application within 1 day and credit the loan within 1 to 3 calendar days after you accept it.',
      ],
    },
    {
      title: 'Interest and fees',
      paragraphs: [
        `Interest: ${formatBps(product.monthlyInterestRateBps)} a month on the amount borrowed, for the whole term.`,
        product.serviceFeeBps > 0
          ? `Service fee: ${formatBps(product.serviceFeeBps)} of the amount borrowed, ${product.feeTiming === 'upfront' ? 'deducted from the amount you receive' : 'repaid with your installments'}.`
          : 'No service fee.',
        'Before you accept, the confirmation screen shows the exact amounts, the finance charge and the effective interest rate (Truth in Lending Act, RA 3765).',
      ],
    },
    {
      title: 'Late payment',
      paragraphs: [
        `A one-time default penalty of ${formatMoney(product.defaultPenaltyNewCents)} for new clients or ${formatMoney(product.defaultPenaltyRepeatCents)} for repeat clients, charged on the first day past due.`,
        `Interest on the unpaid amount, accrued daily: ${tiers.join('; ')}.`,
        ...(covered
          ? [
              `For loans of ${formatMoney(CAPS.coveredMaxPrincipalCents)} or less with a term of up to four months, late charges never exceed 5% a month of the amount due, and all interest, fees and charges together never exceed the amount borrowed (SEC MC 3 s.2022, as amended).`,
            ]
          : []),
      ],
    },
    {
      title: 'Payments, prepayment and extension',
      paragraphs: [
        `Payments are applied in this order: ${product.allocationOrder.map((b) => BUCKET_NAMES[b]).join(', ')}. Anything paid beyond what you owe is kept as your credit.`,
        'You may repay the whole loan early once at least half the term has passed and not before 7 calendar days after the loan was credited; interest not yet earned is then given back.',
        `You may extend the due date by ${product.periodDays} days once all interest, fees and penalties are paid${product.rolloverFeeBps > 0 ? `, with an extension fee of ${formatBps(product.rolloverFeeBps)} of the principal still owed` : ''}.`,
      ],
    },
    {
      title: 'Your obligations',
      paragraphs: [
        'You must be a Filipino citizen over 18 years old.',
        'Tell us of any change of name, birth date or address within 3 calendar days.',
        `${lender.legalName} may assign the loan after giving you 7 business days' notice. A court judgment on the loan must be paid within 10 days.`,
      ],
    },
  ];
}

/** The same sections and figures in Filipino, for reading; the English stays the text that binds. */
function loanTermsFil(product: Product, lender: { legalName: string }): TermsSection[] {
  const term = termDaysOf(product);
  const tiers = product.overdueTiers.map((t) =>
    t.toDay === null
      ? `${formatBps(t.monthlyRateBps)} kada buwan mula sa ika-${t.fromDay} araw`
      : `${formatBps(t.monthlyRateBps)} kada buwan para sa ika-${t.fromDay} hanggang ika-${t.toDay} araw`,
  );
  const covered = capsApply(product, product.minAmountCents);
  return [
    {
      title: `${product.name}: halaga at tagal`,
      paragraphs: [
        `Halaga ng loan mula ${formatMoney(product.minAmountCents)} hanggang ${formatMoney(product.maxAmountCents)}, tig-${formatMoney(product.amountStepCents)} ang dagdag.`,
        `Tagal: ${term} calendar days, babayaran ${product.periods === 1 ? 'nang isang bayad' : `nang ${product.periods} hulog, tuwing ${product.periodDays} araw`}. Ang aming mga loan ay tumatagal mula ${LOAN_TERMS.minTermDays} hanggang ${LOAN_TERMS.maxTermDays} calendar days.`,
        'Nagdedesisyon kami sa application sa loob ng 1 araw, at ipinapadala ang loan sa loob ng 1 hanggang 3 calendar days matapos mo itong tanggapin.',
      ],
    },
    {
      title: 'Interest at fees',
      paragraphs: [
        `Interest: ${formatBps(product.monthlyInterestRateBps)} kada buwan sa halagang hiniram, sa buong tagal ng loan.`,
        product.serviceFeeBps > 0
          ? `Service fee: ${formatBps(product.serviceFeeBps)} ng halagang hiniram, ${product.feeTiming === 'upfront' ? 'ibinabawas sa halagang matatanggap mo' : 'binabayaran kasama ng iyong mga hulog'}.`
          : 'Walang service fee.',
        'Bago ka pumayag, ipinapakita ng confirm page ang eksaktong halaga, ang finance charge at ang effective interest rate (Truth in Lending Act, RA 3765).',
      ],
    },
    {
      title: 'Huling pagbabayad',
      paragraphs: [
        `Isang beses na default penalty na ${formatMoney(product.defaultPenaltyNewCents)} para sa bagong kliyente o ${formatMoney(product.defaultPenaltyRepeatCents)} para sa umuulit na kliyente, sinisingil sa unang araw na lampas na sa due date.`,
        `Interest sa hindi pa nababayarang halaga, kinukuwenta araw-araw: ${tiers.join('; ')}.`,
        ...(covered
          ? [
              `Para sa loan na ${formatMoney(CAPS.coveredMaxPrincipalCents)} pababa at hanggang apat na buwan ang tagal, hindi lalampas sa 5% kada buwan ng halagang dapat bayaran ang singil sa pagkahuli, at ang lahat ng interest, fees at singil ay hindi lalampas sa halagang hiniram (SEC MC 3 s.2022, ayon sa pagbabago nito).`,
            ]
          : []),
      ],
    },
    {
      title: 'Bayad, maagang pagbabayad at extension',
      paragraphs: [
        `Ganito ang pagkakasunod-sunod ng paglalapat ng bayad: ${product.allocationOrder.map((b) => BUCKET_NAMES_FIL[b]).join(', ')}. Ang sobra sa iyong utang ay itinatabi bilang iyong credit.`,
        'Puwede mong bayaran nang buo ang loan nang maaga kapag lumipas na ang kalahati ng tagal nito at hindi bago ang 7 calendar days mula nang maipadala ang loan; ibabalik ang interest na hindi pa kinikita.',
        `Puwede mong i-extend ang due date nang ${product.periodDays} araw kapag bayad na ang lahat ng interest, fees at multa${product.rolloverFeeBps > 0 ? `, na may extension fee na ${formatBps(product.rolloverFeeBps)} ng natitirang principal` : ''}.`,
      ],
    },
    {
      title: 'Iyong mga obligasyon',
      paragraphs: [
        'Dapat ay Pilipinong mamamayan ka na higit 18 taong gulang.',
        'Sabihin sa amin sa loob ng 3 calendar days ang anumang pagbabago sa iyong pangalan, birth date o address.',
        `Puwedeng ilipat ng ${lender.legalName} ang loan matapos kang abisuhan nang 7 business days bago nito. Ang desisyon ng korte tungkol sa loan ay dapat bayaran sa loob ng 10 araw.`,
      ],
    },
  ];
}

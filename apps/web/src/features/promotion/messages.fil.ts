// Filipino for the promotion landing, loaded only for a Filipino reader (decision 047).
import type { Translation } from '@/lib/i18n';
import type { English } from './messages';

const fil: Translation<English> = {
  mobileLabel: 'Mobile number',
  mobilePlaceholder: '09XX XXX XXXX',
  captchaLabel: 'Picture code',
  captchaPlaceholder: '4 na character',
  captchaAlt: 'Picture code; i-tap para magpakita ng iba',
  smsLabel: 'SMS code',
  smsPlaceholder: '6 na numero',
  getCode: 'Kunin ang code',
  resendIn: '{s}s',
  register: 'Magparehistro',
  enterMobile: 'Ilagay ang tamang mobile number',
  enterCaptcha: 'Ilagay ang tamang picture code',
  enterSms: 'Ilagay ang tamang SMS code',
  refreshNeedsMobile: 'Ilagay muna ang iyong mobile number',
  doNotResend: 'Naipadala na ang code. Huwag munang humingi ulit; puwede kang humingi muli sa loob ng {s} s.',
  codeSent: 'Naipadala na ang verification code sa iyong telepono.',
  alreadyRegistered: 'Nakarehistro na ang number na ito. I-download ang app at mag-log in.',
  registered: 'matagumpay ang pagpaparehistro',
  agreePrefix: 'Sa pagpaparehistro, sumasang-ayon ka sa',
  agreement: 'User Agreement at Privacy Notice',
  templateMissing: 'Tapos na ang promo na ito.',
  templateEndedLead:
    'Sarado na ang pagpaparehistro sa page na ito. Tingnan ang aming mga loan at kung paano mag-apply sa aming website.',
  templateEndedLink: 'Bisitahin ang aming website',
  downloadTitle: 'I-download ang app',
  downloadLead:
    'Handa na ang iyong account. I-install ang app at mag-log in gamit ang iyong mobile number para mag-apply.',
  downloadButton: 'I-download na',
  agreementTitle: 'User Agreement',
  perksLabel: 'Bakit sa amin mangutang',
  perkDecision: '1 araw',
  perkDecisionText: 'desisyon',
  perkFeesText: 'nakatagong bayad',
  perkAnytimeText: 'mag-apply kahit kailan',
  legalLine: '{lender} · SEC Reg. No. {sec} · Certificate of Authority {coa}',
  legalNote: 'Ang mga loan ay depende sa pag-apruba. Suriin ang buong halaga bago tumanggap ng anumang loan.',
  stepInstall: 'I-install ang {product} mula sa store.',
  stepLogin: 'Mag-log in gamit ang mobile number na iniparehistro mo.',
  stepChoose: 'Pumili ng halaga at tingnan ang lahat ng gastos bago ka pumayag.',
  appAlt: '{product} app',
  backToRegistration: 'Bumalik sa pagpaparehistro',
  switchLang: 'English',
  switchLangLabel: 'Read in English',
};

export default fil;

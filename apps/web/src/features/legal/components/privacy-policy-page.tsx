// Privacy policy. Written for the Data Privacy Act of 2012 (RA 10173) and NPC Circular 20-01 on
// loan-related processing; names the configured lender and its contacts. The English is the official text;
// a Filipino reader gets a Filipino reading version that says so at the top and links to the English
// (decision 132). The link is ?version=en, not ?lang=en, so it does not change the reader's language.
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { appConfig } from '@lendwell/client-kit/app-config';
import { lang } from '@/lib/i18n';
import { useQueryParams } from '@/lib/use-query-params';
import { PrivacyPolicyFilipino } from './privacy-policy-fil';
import './legal.css';

type Config = ReturnType<typeof appConfig>;

export default function PrivacyPolicyPage() {
  const c = appConfig();
  const params = useQueryParams();
  const embedded = params.get('embed') === '1';
  const reading = lang() === 'fil' && params.get('version') !== 'en';
  const official = new URLSearchParams(params);
  official.set('version', 'en');
  return (
    // The official site frames this page with ?embed=1: it shows no navigation bar of its own there.
    <Page title={reading ? 'Patakaran sa privacy' : 'Privacy policy'} embedded={embedded}>
      <Section>
        {reading ? (
          <article className="legal">
            <PrivacyPolicyFilipino c={c} officialHref={`?${official.toString()}`} />
          </article>
        ) : (
          // A Filipino reader who chose the official text reads it in an English voice.
          <article className="legal" lang={lang() === 'fil' ? 'en' : undefined}>
            <PrivacyPolicyEnglish c={c} />
          </article>
        )}
      </Section>
    </Page>
  );
}

/** The official text. */
function PrivacyPolicyEnglish({ c }: { c: Config }) {
  const email = <a href={`mailto:${c.customerServiceEmail}`}>{c.customerServiceEmail}</a>;
  return (
    <>
      <p className="legal__meta">
        {c.lenderLegalName} ({c.productName}) · SEC Reg. No. {c.secRegistrationNo} · {c.certificateOfAuthorityNo}
      </p>
      <p>
        This policy explains what personal information {c.lenderLegalName} (&quot;we&quot;) collects when you use{' '}
        {c.productName}, why, and your rights under the Data Privacy Act of 2012 and the rules of the National Privacy
        Commission for lending (NPC Circular 20-01).
      </p>

      <h2>1. Information we collect</h2>
      <ul>
        <li>
          Identity and contact: name, birth date, address, mobile number, e-mail, government ID and a selfie for
          identity checks.
        </li>
        <li>
          Financial: employment and income details, and the bank or e-wallet account you bind to receive your loan.
        </li>
        <li>Loan records: applications, repayments, complaints and our messages to you.</li>
      </ul>
      <p>
        We do not access your contact list, call logs, text messages or photo gallery, and we never use them to collect
        a debt.
      </p>

      <h2>2. Your representation</h2>
      <p>
        By submitting information you confirm that it is true, complete and yours, or that you are allowed to give it to
        us.
      </p>

      <h2>3. How we use it</h2>
      <ul>
        <li>To verify your identity, assess and decide your application, and credit the loan.</li>
        <li>To service the loan: reminders, receipts, collection by lawful means, and complaint handling.</li>
        <li>
          To meet legal duties, including anti-money-laundering rules and reports to the Credit Information Corporation.
        </li>
        <li>To prevent fraud and keep the service secure.</li>
      </ul>

      <h2>4. Disclosure</h2>
      <p>
        We share information only with service providers working for us under written data-sharing or outsourcing
        agreements (for example payment, SMS and identity-check providers), with credit bureaus as the law requires, and
        with authorities when a law or court order compels us. We do not sell personal information, and we never
        disclose your debt to your family, friends, employer or contacts.
      </p>

      <h2>5. Cookies</h2>
      <p>
        Our pages use cookies and local storage only to keep you signed in and remember form progress; we use no
        advertising cookies.
      </p>

      <h2>6. Device information</h2>
      <p>
        We record device model, operating system, app version and a device identifier to secure your account and detect
        fraud. Location and camera are used only when you allow them, for identity checks.
      </p>

      <h2>7. Minors</h2>
      <p>
        The service is for Filipino citizens over 18. We do not knowingly collect information from minors and delete it
        when we learn of it.
      </p>

      <h2>8. Password and account security</h2>
      <p>
        Sign-in uses one-time codes sent to your phone. Never share a code with anyone, including people who claim to be
        our staff. We encrypt data in transit, limit staff access to what their work needs, and keep records only as
        long as the law requires (generally 5 years after a loan is closed).
      </p>

      <h2>9. Changes to this policy</h2>
      <p>We will tell you in the app before a change takes effect. The version in the app is the one that applies.</p>

      <h2>10. Your rights and opting out</h2>
      <p>
        You may ask to see, correct or delete your information, object to processing, withdraw consent for optional uses
        such as marketing, and receive a copy of your data. Withdrawing consent does not cancel an existing loan or the
        processing the law requires for it. Write to {email}.
      </p>

      <h2>11. Grievance and Data Protection Officer</h2>
      <p>
        Our Data Protection Officer handles privacy questions and complaints: {email}, {c.customerServicePhone},{' '}
        {c.lenderAddress}. We answer within 15 days. If you are not satisfied, you may complain to the National Privacy
        Commission (privacy.gov.ph).
      </p>
    </>
  );
}

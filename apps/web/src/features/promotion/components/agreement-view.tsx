// #/agreementTemplate: what a visitor agrees to by registering. Names the configured lender.
import { appConfig } from '@lendwell/client-kit/app-config';
import { prm } from '../messages';

export function AgreementView() {
  const c = appConfig();
  return (
    <div className="promo promo--agreement">
      <article className="promo__card promo__agreement">
        <h1>{prm.agreementTitle}</h1>
        <p>
          This agreement is between you and {c.lenderLegalName} (SEC Reg. No. {c.secRegistrationNo}, Certificate of
          Authority {c.certificateOfAuthorityNo}), which runs {c.productName}.
        </p>
        <h2>1. Your account</h2>
        <p>
          Registering creates a {c.productName} account for your mobile number. Keep your SMS codes to yourself: we will
          never ask for them by call or chat. You must be a Filipino citizen at least 18 years old to apply for a loan.
        </p>
        <h2>2. No loan yet</h2>
        <p>
          Registering does not apply for or grant a loan. Before you accept any loan, the app shows the amount you
          receive, every fee, the total to repay and the effective interest rate, as the Truth in Lending Act requires.
        </p>
        <h2>3. Your data</h2>
        <p>
          We use your mobile number to create your account, send you codes and service messages, and measure which of
          our promotions work. We process it under the Data Privacy Act of 2012; our{' '}
          <a href="/privacy-policy">privacy policy</a> says how, and how to reach our Data Protection Officer at{' '}
          <a href={`mailto:${c.customerServiceEmail}`}>{c.customerServiceEmail}</a>.
        </p>
        <h2>4. Fair dealing</h2>
        <p>
          We never contact the people in your phone book and never shame borrowers. Complaints are answered within 3
          weekdays.
        </p>
        <p>
          <a href="#/registerTemplate" onClick={(e) => (e.preventDefault(), window.history.back())}>
            {prm.backToRegistration}
          </a>
        </p>
      </article>
    </div>
  );
}

// About us: who the lender is, what it offers, how to reach it. Static text from the white-label config.
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { appConfig } from '@lendwell/client-kit/app-config';
import './legal.css';

const points = [
  [
    'Clear costs',
    'Before you accept, you see the amount you receive, every fee, the total to repay and the effective interest rate.',
  ],
  ['Fast decisions', 'Applications are decided within 1 day, and approved loans are credited within 1 to 3 days.'],
  [
    'Fair collection',
    'We never contact the people in your phone book and never shame borrowers. Complaints are answered within 3 weekdays.',
  ],
  ['Your data, protected', 'We collect only what a loan needs and follow the Data Privacy Act of 2012.'],
];

export default function AboutUsPage() {
  const c = appConfig();
  return (
    <Page title="About us">
      <div className="about-hero">
        <h2>{c.productName}</h2>
        <p>Small loans for everyday needs, from a licensed Philippine lender.</p>
      </div>
      <Section>
        <div className="legal">
          <p>
            {c.productName} is the mobile lending service of {c.lenderLegalName}, a lending company registered with the
            Securities and Exchange Commission (SEC Registration No. {c.secRegistrationNo}, Certificate of Authority{' '}
            {c.certificateOfAuthorityNo}). The app acts as the lender&apos;s agent.
          </p>
          <ul className="about-points">
            {points.map(([title, text]) => (
              <li key={title}>
                <span className="about-dot" aria-hidden="true" />
                <span>
                  <strong>{title}</strong>
                  {text}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section title="Contact us">
        <div className="legal">
          <p>
            Customer service: <a href={`mailto:${c.customerServiceEmail}`}>{c.customerServiceEmail}</a>
          </p>
          <p>Hotline: {c.customerServicePhone}</p>
          <p className="legal__meta">{c.lenderAddress}</p>
        </div>
      </Section>
    </Page>
  );
}

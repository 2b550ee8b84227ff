// About us: who the lender is, what it offers, how to reach it, in English or Filipino (decision 047); the
// lender's names, numbers and contacts come from the white-label config.
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { appConfig } from '@lendwell/client-kit/app-config';
import { fillText } from '@/lib/i18n';
import { am } from '../messages';
import './legal.css';

export default function AboutUsPage() {
  const c = appConfig();
  const points = [
    [am.clearCosts, am.clearCostsText],
    [am.fastDecisions, am.fastDecisionsText],
    [am.fairCollection, am.fairCollectionText],
    [am.dataProtected, am.dataProtectedText],
  ];
  return (
    <Page title={am.title}>
      <div className="about-hero">
        <h2>{c.productName}</h2>
        <p>{am.hero}</p>
      </div>
      <Section>
        <div className="legal">
          <p>
            {fillText(am.intro, {
              product: c.productName,
              lender: c.lenderLegalName,
              sec: c.secRegistrationNo,
              ca: c.certificateOfAuthorityNo,
            })}
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
      <Section title={am.contactUs}>
        <div className="legal">
          <p>
            {am.customerService} <a href={`mailto:${c.customerServiceEmail}`}>{c.customerServiceEmail}</a>
          </p>
          <p>{fillText(am.hotline, { phone: c.customerServicePhone })}</p>
          <p className="legal__meta">{c.lenderAddress}</p>
        </div>
      </Section>
    </Page>
  );
}

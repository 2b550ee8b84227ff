// Help: how to reach customer service, the common questions, and complaints (the borrower pages).
import { useLocation } from 'wouter';
import type { HostCustomerService } from '@lendwell/contracts';
import { LinkList } from '@/components/link-list';
import { LoadState } from '@/components/load-state';
import { Screen } from '@/components/screen';
import { borrowerPaths, openPath } from '@/lib/borrower-pages';
import { useI18n } from '@/lib/i18n';
import { useCustomerService } from '../api/get-customer-service';
import './help.css';

function HelpBody({ service }: { service: HostCustomerService }) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const { contact } = service;
  return (
    <>
      <section className="card" aria-labelledby="help-contact">
        <h2 id="help-contact">{t('customerService')}</h2>
        <p className="muted">{service.hours || t('helpLead')}</p>
        <ul className="help-contacts">
          {contact.telephone ? (
            <li>
              <a href={`tel:${contact.telephone.replace(/[^\d+]/g, '')}`}>
                {t('callUs')} · {contact.telephone}
              </a>
            </li>
          ) : null}
          {contact.smWa ? (
            <li>
              <span>
                {t('messageUs')} · {contact.smWa}
              </span>
            </li>
          ) : null}
          {contact.email ? (
            <li>
              <a href={`mailto:${contact.email}`}>
                {t('emailUs')} · {contact.email}
              </a>
            </li>
          ) : null}
        </ul>
      </section>
      <LinkList
        label={t('complaints')}
        rows={[
          {
            label: t('complaintNew'),
            onOpen: () => navigate(openPath(service.links.complaint || borrowerPaths.complainPage)),
          },
          {
            label: t('complaintList'),
            onOpen: () => navigate(openPath(service.links.complaintList || borrowerPaths.complaintList)),
          },
          { label: t('customerService'), onOpen: () => navigate(openPath(borrowerPaths.customerService)) },
        ]}
      />
      {service.questions.length ? (
        <section className="card" aria-labelledby="help-questions">
          <h2 id="help-questions">{t('questions')}</h2>
          {service.questions.map((q) => (
            <details key={q.id} className="help-question">
              <summary>{q.question}</summary>
              <p className="muted">{q.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
    </>
  );
}

export default function HelpPage() {
  const { t } = useI18n();
  const service = useCustomerService();
  return (
    <Screen title={t('helpTitle')} tab="help">
      <LoadState query={service}>{(data) => <HelpBody service={data} />}</LoadState>
    </Screen>
  );
}

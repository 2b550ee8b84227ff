import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Page } from '@/components/ui/page';
import { LoadFailure } from '@/components/ui/query-state';
import { Section } from '@/components/ui/section';
import { appConfig } from '@lendwell/client-kit/app-config';
import { copyText } from '@/lib/clipboard';
import { host } from '@/lib/host-bridge';
import { messages } from '@/lib/messages';
import { csm } from '../messages';
import { useContactInfo } from '../api/get-contact-info';
import './customer-service-page.css';

function Icon({ path }: { path: string }) {
  return (
    <span className="cs-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20">
        <path d={path} fill="currentColor" />
      </svg>
    </span>
  );
}

const icons = {
  chat: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 6v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7L4 7v2l8 5 8-5V7l-8 5z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
};

export default function CustomerServicePage() {
  const { data, isPending, isError, error, refetch } = useContactInfo();
  const { productName } = appConfig();

  return (
    <Page title={csm.customerServiceTitle}>
      <div className="cs-hero">
        <p className="cs-hero__brand">{productName}</p>
        <p className="cs-hero__intro">{csm.customerServiceIntro}</p>
      </div>
      {isPending ? (
        <Section>
          <Skeleton.Paragraph lineCount={4} animated />
        </Section>
      ) : isError ? (
        <Section>
          <LoadFailure error={error} retry={() => void refetch()} />
        </Section>
      ) : (
        <Section>
          <List className="cs-list">
            <List.Item
              prefix={<Icon path={icons.chat} />}
              description={csm.onlineServiceHint}
              extra={
                <button type="button" className="cs-copy" onClick={() => void copyText(data.smWa)}>
                  {messages.copy}
                </button>
              }
            >
              <span className="cs-label">{csm.onlineService}</span>
              <span className="cs-value">{data.smWa}</span>
            </List.Item>
            <List.Item prefix={<Icon path={icons.mail} />} description={csm.emailHint} arrowIcon>
              <a className="cs-link" href={`mailto:${data.email}`}>
                <span className="cs-label">{csm.emailUs}</span>
                <span className="cs-value">{data.email}</span>
              </a>
            </List.Item>
            <List.Item
              prefix={<Icon path={icons.phone} />}
              description={csm.callHint}
              arrowIcon
              onClick={() => host.callTelephone(data.telephone)}
            >
              <span className="cs-label">{csm.callUs}</span>
              <span className="cs-value">{data.telephone}</span>
            </List.Item>
          </List>
        </Section>
      )}
    </Page>
  );
}

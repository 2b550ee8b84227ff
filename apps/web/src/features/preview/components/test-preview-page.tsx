// Developer page: set the params a host would pass, open any screen with them, and check the
// device features a webview needs. In sandbox mode it fills in a demo borrower and shows the
// host-bridge calls and the SMS outbox.
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Tag from 'antd-mobile/es/components/tag';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { appConfig } from '@lendwell/client-kit/app-config';
import { formatDate } from '@/lib/format';
import { recentHostCalls } from '@/lib/host-bridge';
import type { PreviewSession } from '@lendwell/contracts';
import { createPreviewSession, useCreatePreviewSession } from '../api/create-preview-session';
import { useSmsOutbox } from '../api/get-sms-outbox';
import { ContactTest, GeolocationTest, PhotoTest } from './device-tests';
import './test-preview-page.css';

const PARAM_NAMES = [
  'sessionId',
  'userId',
  'deviceId',
  'merchantNumber',
  'mobilePhone',
  'appVersion',
  'productId',
  'orderId',
  'real',
] as const;
type ParamName = (typeof PARAM_NAMES)[number];
type Params = Record<ParamName, string>;

const STORE_KEY = 'lw.preview.params';
const empty: Params = {
  sessionId: '',
  userId: '',
  deviceId: '',
  merchantNumber: '',
  mobilePhone: '',
  appVersion: '1.0.0',
  productId: '',
  orderId: '',
  real: '0',
};

const PAGES: { label: string; path: string }[] = [
  { label: 'Confirm loan', path: paths.confirm },
  { label: 'Loan detail', path: paths.loanDetail },
  { label: 'Repay', path: paths.repay },
  { label: 'Extension', path: paths.repayDelay },
  { label: 'Bind bank', path: paths.bindBank },
  { label: 'About us', path: paths.aboutUs },
  { label: 'Complaint', path: paths.complainPage },
  { label: 'Customer service', path: paths.customerService },
  { label: 'Privacy policy', path: paths.privacyPolicy },
  { label: 'Repayment instruction', path: paths.paymentInstructions },
];

function loadParams(): Params {
  try {
    return { ...empty, ...(JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}') as Partial<Params>) };
  } catch {
    return empty;
  }
}

export default function TestPreviewPage() {
  const sandbox = appConfig().mode === 'sandbox';
  const [params, setParams] = useState<Params>(loadParams);
  const createSession = useCreatePreviewSession();
  const outbox = useSmsOutbox(sandbox);
  const hostCalls = recentHostCalls().slice(-5).reverse();

  const update = (next: Params) => {
    setParams(next);
    localStorage.setItem(STORE_KEY, JSON.stringify(next));
  };

  const applySession = (s: PreviewSession) =>
    update({
      ...loadParams(),
      sessionId: s.sessionId,
      userId: s.userId,
      deviceId: s.deviceId,
      merchantNumber: s.merchantNumber,
      mobilePhone: s.mobilePhone,
      productId: s.productId,
    });
  const fillSandboxBorrower = () => createSession.mutateAsync().then(applySession);

  useEffect(() => {
    // Runs once on open when nothing is filled in yet; later refills are explicit.
    if (!sandbox || loadParams().sessionId) return;
    let live = true;
    void createPreviewSession().then((s) => live && applySession(s));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const open = (path: string) => {
    const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
    window.location.assign(`${path}?${query.toString()}`);
  };

  return (
    <Page title="Test preview">
      <Section
        title="Device params"
        aside={
          sandbox ? (
            <Tag color="primary" fill="outline">
              sandbox
            </Tag>
          ) : undefined
        }
      >
        <div className="preview-params">
          {PARAM_NAMES.map((name) => (
            <label key={name} className="preview-param">
              <span>{name}</span>
              <Input
                aria-label={name}
                value={params[name]}
                onChange={(v) => update({ ...params, [name]: v })}
                clearable
              />
            </label>
          ))}
        </div>
        {sandbox ? (
          <Button block size="small" loading={createSession.isPending} onClick={() => void fillSandboxBorrower()}>
            New sandbox borrower session
          </Button>
        ) : null}
      </Section>

      <Section title="Pages">
        <div className="preview-pages">
          {PAGES.map((page) => (
            <Button key={page.path} color="primary" fill="outline" size="small" onClick={() => open(page.path)}>
              {page.label}
            </Button>
          ))}
        </div>
      </Section>

      <Section title="Web host app">
        <p className="preview-hint">
          The borrower's app in the browser: login by SMS code, home, certify, loans; it opens these same pages with the
          host bridge.
        </p>
        <Button block size="small" color="primary" onClick={() => window.location.assign('/app/')}>
          Open the web host app (/app)
        </Button>
      </Section>

      <PhotoTest />
      <ContactTest />
      <GeolocationTest />

      {sandbox ? (
        <>
          <Section title="Last host-bridge calls">
            {hostCalls.length === 0 ? (
              <p className="preview-hint">No calls yet.</p>
            ) : (
              <ul className="preview-log">
                {hostCalls.map((call) => (
                  <li key={call.at + call.action}>
                    <code>{call.action}</code> {JSON.stringify(call.payload)} <small>{formatDate(call.at, true)}</small>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section
            title="SMS outbox"
            aside={
              <Button size="mini" fill="none" color="primary" onClick={() => void outbox.refetch()}>
                Refresh
              </Button>
            }
          >
            {outbox.data?.items.length ? (
              <ul className="preview-log">
                {outbox.data.items.map((m) => (
                  <li key={m.id}>
                    <strong>{m.phone}</strong> {m.body} <small>{formatDate(m.createdAt, true)}</small>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="preview-hint">No messages.</p>
            )}
          </Section>
        </>
      ) : null}
    </Page>
  );
}

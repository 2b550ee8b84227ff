// My data (RA 10173, decision 126): download everything we hold, ask for a correction or erasure, see what the
// law makes us keep and until when, withdraw marketing consent, and read the consent ledger.
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { MyData } from '@lendwell/contracts';
import { LoadState } from '@/components/load-state';
import { Screen } from '@/components/screen';
import { ApiError } from '@/lib/api-client';
import { confirmDialog } from '@/lib/dialog';
import { formatDate } from '@/lib/format';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { useDownloadMyData, type ExportFormat } from '../api/download-my-data';
import { useFilePrivacyRequest } from '../api/file-privacy-request';
import { useMyData } from '../api/get-my-data';
import { useSetMarketingConsent } from '../api/set-marketing-consent';
import { CorrectionForm } from './correction-form';
import './my-data.css';
import { WholeDates } from '@lendwell/client-kit/whole-dates';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const key = (prefix: string, name: string) => `${prefix}_${name.replace(/-/g, '_')}` as MessageKey;

function Kept({ data }: { data: MyData }) {
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="my-data-kept">
      <h2 id="my-data-kept">{t('myDataKeptTitle')}</h2>
      <ul className="plain-list my-data-list">
        {data.retention.map((r) => (
          <li key={r.category}>
            <strong>{t(key('myDataArea', r.category))}</strong>
            <p className="muted">{t(key('myDataWhy', r.category))}</p>
            <p>
              <WholeDates
                text={
                  r.erasedOn
                    ? t('myDataErasedOn', { date: formatDate(r.erasedOn) })
                    : r.action === 'erase'
                      ? t('myDataErasable')
                      : r.keptUntil
                        ? t('myDataKeptUntil', { date: formatDate(r.keptUntil) })
                        : t('myDataKeptOpen')
                }
              />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Consents({ data }: { data: MyData }) {
  const { t } = useI18n();
  const marketing = useSetMarketingConsent();
  return (
    <section className="card" aria-labelledby="my-data-consents">
      <h2 id="my-data-consents">{t('myDataConsentsTitle')}</h2>
      <label className="my-data-toggle">
        <input
          type="checkbox"
          checked={data.marketingAgreed}
          disabled={marketing.isPending}
          onChange={(e) => marketing.mutate(e.target.checked)}
        />
        <span>{t('myDataMarketing')}</span>
      </label>
      {data.consents.length === 0 ? <p className="muted">{t('myDataConsentsEmpty')}</p> : null}
      <ul className="plain-list my-data-list">
        {data.consents.map((c, i) => (
          <li key={`${c.kind}-${c.at}-${i}`}>
            {t(key('myDataConsent', c.kind))}
            {/* A notice's version is the date of its text (decision 136); the contact consent names its signing. */}
            {ISO_DAY.test(c.noticeVersion) ? (
              <WholeDates text={` (${t('myDataNoticeOf', { date: formatDate(c.noticeVersion) })})`} />
            ) : null}
            : {t(key('myDataAction', c.action))} ·{' '}
            <time className="whole-date" dateTime={c.at}>
              {formatDate(c.at, true)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Requests({ data }: { data: MyData }) {
  const { t } = useI18n();
  const file = useFilePrivacyRequest();
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const ask = async (kind: 'erasure' | 'access') => {
    setError('');
    setSent('');
    if (kind === 'erasure' && !(await confirmDialog(t('myDataErasureConfirm'), t('ok'), t('cancel')))) return;
    try {
      const filed = await file.mutateAsync({ kind, reason: '' });
      setSent(t('myDataRequestSent', { due: formatDate(filed.dueOn) }));
    } catch (e) {
      setError(e instanceof ApiError && !e.network ? e.message : t('offline'));
    }
  };
  return (
    <section className="card" aria-labelledby="my-data-requests">
      <h2 id="my-data-requests">{t('myDataRequestsTitle')}</h2>
      <p className="muted">{t('myDataRequestsHint')}</p>
      <div className="my-data-actions">
        <Button block color="danger" fill="outline" loading={file.isPending} onClick={() => void ask('erasure')}>
          {t('myDataAskErasure')}
        </Button>
      </div>
      {sent ? <p role="status">{sent}</p> : null}
      <CorrectionForm />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="plain-list my-data-list" aria-label={t('myDataRequestsTitle')}>
        {data.requests.map((r) => (
          <li key={r.id}>
            <strong>{t(key('myDataKind', r.kind))}</strong>
            {r.field ? ` · ${t(key('myDataField', r.field))}` : ''} — {t(key('myDataStatus', r.status))}
            <p className="muted">
              <WholeDates text={t('myDataFiled', { filed: formatDate(r.filedOn), due: formatDate(r.dueOn) })} />
              {r.decisionReason ? ` ${r.decisionReason}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MyDataPage() {
  const { t } = useI18n();
  const query = useMyData();
  const download = useDownloadMyData();
  const [error, setError] = useState('');
  const get = async (format: ExportFormat) => {
    setError('');
    try {
      await download.mutateAsync(format);
    } catch {
      setError(t('offline'));
    }
  };
  return (
    <Screen title={t('myDataTitle')} back="/profile">
      <LoadState query={query}>
        {(data) => (
          <>
            <section className="card" aria-labelledby="my-data-download">
              <h2 id="my-data-download">{t('myDataDownloadTitle')}</h2>
              <p className="muted">{t('myDataDownloadHint')}</p>
              <ul className="plain-list my-data-areas">
                {data.areas.map((a) => (
                  <li key={a.area}>
                    {t(key('myDataHeld', a.area))}: {a.count}
                  </li>
                ))}
              </ul>
              <div className="my-data-actions">
                <Button block color="primary" loading={download.isPending} onClick={() => void get('json')}>
                  {t('myDataDownloadJson')}
                </Button>
                <Button block loading={download.isPending} onClick={() => void get('pdf')}>
                  {t('myDataDownloadPdf')}
                </Button>
              </div>
              {error ? (
                <p className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
            </section>
            <Requests data={data} />
            <Consents data={data} />
            <Kept data={data} />
          </>
        )}
      </LoadState>
    </Screen>
  );
}

// Messages: the payment reminders sent to the borrower by SMS, kept here too.
import { LoadState } from '@/components/load-state';
import { Screen } from '@/components/screen';
import { formatDate } from '@/lib/format';
import { useI18n } from '@/lib/i18n';
import { useMessages } from '../api/get-messages';
import './messages-page.css';

export default function MessagesPage() {
  const { t } = useI18n();
  const messages = useMessages();
  return (
    <Screen title={t('messagesTitle')} back="/loans">
      <LoadState query={messages}>
        {(items) =>
          items.length === 0 ? (
            <p className="card muted">{t('messagesEmpty')}</p>
          ) : (
            <ul className="plain-list" aria-label={t('messagesTitle')}>
              {items.map((m) => (
                <li key={m.id} className="card message">
                  <div className="message__head">
                    <h2 className="message__title">{m.title}</h2>
                    <time className="muted whole-date" dateTime={m.sentAt}>
                      {formatDate(m.sentAt, true)}
                    </time>
                  </div>
                  <p className="message__body">{m.body}</p>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </Screen>
  );
}

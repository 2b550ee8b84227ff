// Asking to correct one of the certify fields: a staff member reviews it before it changes (decision 126).
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { CORRECTABLE_FIELDS, type CorrectableField } from '@lendwell/contracts/constants';
import { ApiError } from '@/lib/api-client';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { useFilePrivacyRequest } from '../api/file-privacy-request';

const FIELDS = Object.keys(CORRECTABLE_FIELDS) as CorrectableField[];

export function CorrectionForm() {
  const { t } = useI18n();
  const file = useFilePrivacyRequest();
  const [field, setField] = useState<CorrectableField>('fullName');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const send = async () => {
    setNote('');
    try {
      await file.mutateAsync({ kind: 'correction', field, value, reason: '' });
      setValue('');
      setNote(t('myDataCorrectionSent'));
    } catch (e) {
      setNote(e instanceof ApiError && !e.network ? e.message : t('offline'));
    }
  };
  return (
    <form
      className="my-data-correction"
      aria-label={t('myDataCorrectTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h3>{t('myDataCorrectTitle')}</h3>
      <label>
        <span>{t('myDataCorrectField')}</span>
        <select value={field} onChange={(e) => setField(e.target.value as CorrectableField)}>
          {FIELDS.map((f) => (
            <option key={f} value={f}>
              {t(`myDataField_${f}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('myDataCorrectValue')}</span>
        <input value={value} maxLength={200} onChange={(e) => setValue(e.target.value)} />
      </label>
      <Button block type="submit" disabled={value.trim() === ''} loading={file.isPending}>
        {t('myDataCorrectSend')}
      </Button>
      {note ? <p role="status">{note}</p> : null}
    </form>
  );
}

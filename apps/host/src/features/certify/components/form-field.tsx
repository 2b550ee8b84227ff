// One item of a server-driven certify form, as a plain labelled control: native inputs and selects
// read well to screen readers, open the phone's own pickers and keep what was typed.
import { useMemo } from 'react';
import type { FormItem } from '@lendwell/contracts/constants';
import { useI18n } from '@/lib/i18n';
import { useBarangays } from '../api/get-barangays';
import { useCityOptions, type Place } from '../api/get-places';

type FieldProps = {
  item: FormItem;
  value: string;
  error: string;
  disabled: boolean;
  onChange: (value: string) => void;
};

function describedBy(item: FormItem, error: string): string | undefined {
  return error ? `field-${item.code}-error` : undefined;
}

function PlaceSelect({ item, value, error, disabled, onChange, withBarangay }: FieldProps & { withBarangay: boolean }) {
  const { t } = useI18n();
  const places = useCityOptions(true);
  const [region = '', province = '', city = '', barangay = ''] = value.split('|');
  const barangays = useBarangays(withBarangay ? city : '');
  const provinces = useMemo(() => places.data?.find((p) => p.value === region)?.children ?? [], [places.data, region]);
  const cities = useMemo(() => provinces.find((p) => p.value === province)?.children ?? [], [provinces, province]);
  const set = (parts: string[]) => onChange(parts.join('|'));
  const select = (id: string, label: string, current: string, options: Place[], change: (v: string) => void) => (
    <div className="place-select__part">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={current}
        disabled={disabled || options.length === 0}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(item, error)}
        onChange={(e) => change(e.target.value)}
      >
        <option value="">{t('choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="form-field place-select">
      <legend>{item.title}</legend>
      {places.isError ? <p className="field-error">{t('loadFailed')}</p> : null}
      {select(`field-${item.code}-region`, t('region'), region, places.data ?? [], (v) => set(v ? [v] : []))}
      {select(`field-${item.code}-province`, t('province'), province, provinces, (v) =>
        set(v ? [region, v] : [region]),
      )}
      {select(`field-${item.code}-city`, t('city'), city, cities, (v) =>
        set(v ? [region, province, v] : [region, province]),
      )}
      {withBarangay
        ? select(`field-${item.code}-barangay`, t('barangay'), barangay, barangays.data ?? [], (v) =>
            set(v ? [region, province, city, v] : [region, province, city]),
          )
        : null}
      {error ? (
        <p id={`field-${item.code}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function FormField(props: FieldProps) {
  const { t } = useI18n();
  const { item, value, error, disabled, onChange } = props;
  if (item.cate === 'citySelect' || item.cate === 'placeSelect')
    return <PlaceSelect {...props} withBarangay={item.cate === 'placeSelect'} />;
  const id = `field-${item.code}`;
  let control;
  if (item.cate === 'enum' || item.cate === 'day') {
    const options =
      item.cate === 'day'
        ? Array.from({ length: 31 }, (_, i) => ({ name: String(i + 1), type: String(i + 1) }))
        : item.note;
    control = (
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(item, error)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{item.subtitle || t('choose')}</option>
        {options.map((o) => (
          <option key={o.type} value={o.type}>
            {o.name}
          </option>
        ))}
      </select>
    );
  } else {
    const digits = item.cate === 'text';
    control = (
      <input
        id={id}
        type={
          item.cate === 'date' ? 'date' : item.cate === 'email' ? 'email' : item.inputType === 'phone' ? 'tel' : 'text'
        }
        inputMode={digits ? (item.inputType === 'phone' ? 'tel' : 'numeric') : undefined}
        autoComplete={item.inputType === 'name' ? 'name' : item.cate === 'email' ? 'email' : 'off'}
        placeholder={item.subtitle}
        maxLength={item.maxLength > 0 ? item.maxLength : undefined}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(item, error)}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div className={`form-field${error ? ' form-field--bad' : ''}`}>
      <label htmlFor={id}>{item.title}</label>
      {control}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

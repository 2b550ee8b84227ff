// The one renderer of server-driven forms (decision 013): text items are digits-only inputs,
// enum, day and city items open single-choice pickers with Confirm and Cancel. The pickers are
// heavy, so they load when first opened. Later forms (KYC) reuse this with their own items.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import List from 'antd-mobile/es/components/list';
import type { FormItem } from '@lendwell/contracts/constants';
import { DigitsInput, type DigitsInputKind } from '@/components/ui/inputs';
import { messages, t } from '@/lib/messages';
import './server-form.css';

const Picker = lazy(() => import('antd-mobile/es/components/picker'));

/** While a picker is open, its labels are rewritten (picker-labels.ts), loaded with the picker, not with the screen. */
function usePickerLabels(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    let live = true;
    let stop: (() => void) | undefined;
    void import('./picker-labels').then(({ watchPickerLabels }) => {
      if (live) stop = watchPickerLabels();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [open]);
}
const CascadePicker = lazy(() => import('antd-mobile/es/components/cascade-picker'));

export type CityOption = { label: string; value: string; children?: CityOption[] };

export type ServerFormProps = {
  items: FormItem[];
  values: Record<string, string>;
  onChange: (code: string, value: string) => void;
  /** Loads the region → province → city tree for citySelect items. */
  loadCities: () => Promise<CityOption[]>;
  /** A refusal to show beside its item (by item code): the server's sentence after a save it refused. */
  errors?: Readonly<Record<string, string>>;
};

const DAYS = Array.from({ length: 31 }, (_, i) => ({ label: String(i + 1), value: String(i + 1) }));

/**
 * Every wheel starts on 'Choose…', never on a real option: Confirm without turning it chooses nothing, so the
 * form's required check asks for the choice instead of saving day 1 or the first city unseen (decision 130).
 */
const UNCHOSEN = '';
const withChoose = <T extends { label: string; value: string }>(options: T[]): T[] => [
  { label: messages.pickerChoose, value: UNCHOSEN } as T,
  ...options,
];
const chooseTree = (options: CityOption[]): CityOption[] =>
  withChoose(options.map((o) => (o.children ? { ...o, children: chooseTree(o.children) } : o)));

function kindOf(item: FormItem): DigitsInputKind {
  return item.inputType === 'bankCard' ? 'bankCard' : item.inputType === 'phone' ? 'phone' : 'number';
}

function cityText(value: string, tree: CityOption[] | null): string {
  if (!value || !tree) return '';
  const [r, p, c] = value.split('|');
  const province = tree.find((x) => x.value === r)?.children?.find((x) => x.value === p);
  const city = province?.children?.find((x) => x.value === c);
  return city && province ? `${city.label}, ${province.label}` : '';
}

/** The item's title; the lender's untranslated English is marked so a screen reader switches voice (decision 132). */
const titleOf = (item: FormItem) => (item.lang ? <span lang={item.lang}>{item.title}</span> : item.title);

export function ServerForm({ items, values, onChange, loadCities, errors = {} }: ServerFormProps) {
  const [open, setOpen] = useState<string | null>(null);
  const [cities, setCities] = useState<CityOption[] | null>(null);
  const openItem = items.find((i) => i.code === open);
  const cityChoices = useMemo(() => (cities ? chooseTree(cities) : null), [cities]);
  usePickerLabels(open !== null);
  const savedCity = items.some((i) => i.cate === 'citySelect' && values[i.code]);

  // A saved city (from the server) needs the place list to show its name.
  useEffect(() => {
    if (savedCity && !cities) void loadCities().then(setCities);
  }, [savedCity, cities, loadCities]);

  const openPicker = async (item: FormItem) => {
    if (item.cate === 'citySelect' && !cities) setCities(await loadCities());
    setOpen(item.code);
  };

  return (
    <>
      <List className="server-form" mode="card">
        {items.map((item) => {
          const value = values[item.code] ?? '';
          const error = errors[item.code];
          // The refusal sits under its field; as an alert a screen reader says it when it appears.
          const refusal = error ? (
            <span className="server-form__error" role="alert">
              {error}
            </span>
          ) : undefined;
          if (item.cate === 'text') {
            return (
              <List.Item
                key={item.code}
                title={titleOf(item)}
                description={refusal ?? (item.masked && !value ? t('savedValue', { value: item.masked }) : undefined)}
              >
                <DigitsInput
                  kind={kindOf(item)}
                  aria-label={item.title}
                  placeholder={item.subtitle}
                  value={value}
                  maxLength={item.maxLength}
                  onChange={(v) => onChange(item.code, v)}
                />
              </List.Item>
            );
          }
          const label =
            item.cate === 'enum'
              ? item.note.find((o) => o.type === value)?.name
              : item.cate === 'day'
                ? value && t('dayOfMonth', { n: value })
                : cityText(value, cities);
          return (
            <List.Item
              key={item.code}
              title={titleOf(item)}
              clickable
              arrowIcon
              onClick={() => void openPicker(item)}
              extra={null}
              description={refusal}
            >
              <span
                className={label ? 'server-form__value' : 'server-form__placeholder'}
                lang={label ? undefined : item.lang}
                role="button"
                // The item's name, then the value or hint on it: the name contains the visible text.
                aria-label={`${item.title}: ${label || item.subtitle}`}
              >
                {label || item.subtitle}
              </span>
            </List.Item>
          );
        })}
      </List>
      <Suspense fallback={null}>
        {openItem && openItem.cate !== 'citySelect' ? (
          <Picker
            visible
            title={openItem.title}
            confirmText={messages.confirm}
            cancelText={messages.cancel}
            columns={[
              withChoose(openItem.cate === 'day' ? DAYS : openItem.note.map((o) => ({ label: o.name, value: o.type }))),
            ]}
            value={[values[openItem.code] || UNCHOSEN]}
            onConfirm={(v) => {
              if (v[0] != null && v[0] !== UNCHOSEN) onChange(openItem.code, String(v[0]));
            }}
            onClose={() => setOpen(null)}
          />
        ) : null}
        {openItem && openItem.cate === 'citySelect' && cityChoices ? (
          <CascadePicker
            visible
            title={openItem.title}
            confirmText={messages.confirm}
            cancelText={messages.cancel}
            options={cityChoices!}
            value={(values[openItem.code] || '').split('|').filter(Boolean)}
            onConfirm={(v) => {
              if (v.length === 3 && v.every((x) => x != null && x !== UNCHOSEN)) onChange(openItem.code, v.join('|'));
            }}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

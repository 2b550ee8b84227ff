// antd-mobile's own texts, for the components this app draws with and no others (decision 083). Its English
// locale carries every component's texts (calendar, form validation, error blocks…), about 1 KB gzipped
// in every route's entry; vite.config.ts resolves both antd-mobile's default locale and its en-US to this
// module. antd-locale.test.ts fails when a component the app imports reads a text missing here: add it.
import type { Locale } from 'antd-mobile/es/locales/base';

type UsedLocale = Pick<
  Locale,
  'locale' | 'common' | 'Cascader' | 'Dialog' | 'Input' | 'Mask' | 'Modal' | 'NumberKeyboard'
>;

const used: UsedLocale = {
  locale: 'en',
  common: { confirm: 'Confirm', cancel: 'Cancel', loading: 'Loading', close: 'Close' },
  Cascader: { placeholder: 'Selecting' },
  Dialog: { ok: 'OK' },
  Input: { clear: 'clear' },
  Mask: { name: 'Mask' },
  Modal: { ok: 'OK' },
  NumberKeyboard: { backspace: 'backspace' },
};

// The other components' texts are left out on purpose: the test above keeps this list complete.
const antdLocale = used as Locale;
export default antdLocale;

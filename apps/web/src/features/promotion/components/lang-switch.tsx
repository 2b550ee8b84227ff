// English ⇄ Filipino on the landing (decision 047): the choice is stored where the web host app
// reads it too, and the page reloads in the other language. A lang= in the address would win over
// the stored choice, so it is dropped from the reloaded address.
import { lang, rememberLang } from '@/lib/i18n';
import { prm } from '../messages';

function withoutLang(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('lang');
  const [path, query] = url.hash.split('?');
  if (query !== undefined) {
    const hashQuery = new URLSearchParams(query);
    hashQuery.delete('lang');
    const rest = hashQuery.toString();
    url.hash = rest ? `${path}?${rest}` : (path ?? '');
  }
  return url.toString();
}

export function LangSwitch() {
  const next = lang() === 'fil' ? 'en' : 'fil';
  return (
    <button
      type="button"
      className="promo__lang"
      lang={next}
      aria-label={prm.switchLangLabel}
      onClick={() => {
        rememberLang(next);
        window.history.replaceState(window.history.state, '', withoutLang(window.location.href));
        window.location.reload();
      }}
    >
      {prm.switchLang}
    </button>
  );
}

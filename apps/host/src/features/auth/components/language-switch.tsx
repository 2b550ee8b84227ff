// English | Filipino, as two buttons (the choice is remembered under lendwell.lang).
import { LANGS, useI18n, type Lang } from '@/lib/i18n';

const NAMES: Record<Lang, string> = { en: 'English', fil: 'Filipino' };

export function LanguageSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <div className="lang-switch" role="group" aria-label={t('language')}>
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={lang === code}
          className={`lang-switch__option${lang === code ? ' lang-switch__option--on' : ''}`}
          onClick={() => setLang(code)}
        >
          {NAMES[code]}
        </button>
      ))}
    </div>
  );
}

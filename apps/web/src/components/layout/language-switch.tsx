import { currentLocale, type Locale, switchLocale } from '../../lib/locale.ts';

/** Each language named in itself, so a reader finds their own whichever language the page is in. */
const OTHER: Record<Locale, { to: Locale; short: string; name: string; lang: string }> = {
  ko: { to: 'en', short: 'EN', name: 'English', lang: 'en' },
  en: { to: 'ko', short: '한', name: '한국어', lang: 'ko' },
};

/** The interface language switch (decision 210): kept on the device, the page reloads in it. */
export function LanguageSwitch() {
  const other = OTHER[currentLocale()];
  return (
    <button
      type="button"
      className="language-switch"
      lang={other.lang}
      aria-label={other.name}
      title={other.name}
      onClick={() => switchLocale(other.to)}
    >
      {other.short}
    </button>
  );
}

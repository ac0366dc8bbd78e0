import { currentLocale, type Locale, switchLocale } from '../../lib/locale.ts';

/** Each language named in itself, so a reader finds their own whichever language the page is in. */
const OTHER: Record<Locale, { to: Locale; name: string; lang: string }> = {
  ko: { to: 'en', name: 'English', lang: 'en' },
  en: { to: 'ko', name: '한국어', lang: 'ko' },
};

/** The interface language switch (decision 210): kept on the device, the page reloads in it. */
export function LanguageSwitch() {
  const other = OTHER[currentLocale()];
  return (
    <button
      type="button"
      className="language-switch"
      lang={other.lang}
      onClick={() => switchLocale(other.to)}
    >
      {other.name}
    </button>
  );
}

/**
 * The interface language (issue 26.4, decision 210). Korean is the product's language and the default;
 * English is an overlay: the English catalogue (messages/en) writes its texts over the Korean message
 * objects in place before the first render, so every page reads its texts as before. A switch stores
 * the choice on the device and reloads the page.
 */
import { LANGUAGE_COOKIE, type Locale } from '@reading/contract/locale';

export type { Locale };

const STORAGE_KEY = 'lang';

/** The server leaves out the prerendered (Korean) home when this says English. */
export function rememberLocaleForServer(which: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari, which schools' iPads run.
  document.cookie =
    which === 'en'
      ? `${LANGUAGE_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=Lax`
      : `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

function storedLocale(): Locale {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'en' ? 'en' : 'ko';
  } catch {
    return 'ko';
  }
}

let locale: Locale | undefined;

/** The language of this page load: read once, so a page never mixes two. */
export function currentLocale(): Locale {
  if (locale === undefined) locale = typeof window === 'undefined' ? 'ko' : storedLocale();
  return locale;
}

/** The BCP 47 tag for `lang` attributes and Intl formatting. */
export function localeTag(which: Locale = currentLocale()): string {
  return which === 'en' ? 'en-US' : 'ko-KR';
}

/** Keeps the choice on this device and reloads the page in that language. */
export function switchLocale(next: Locale): void {
  try {
    if (next === 'ko') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage refused (a private mode): the reload below still shows the default language.
  }
  rememberLocaleForServer(next);
  window.location.reload();
}

let serverMessageTranslator: (message: string) => string = (message) => message;

/**
 * A message from the server or from the contract's schemas (decision 211) in the reader's language:
 * Korean as it came, unless the English catalogue set its translator (messages/en/server-messages).
 * Applied where those messages reach the screen: ApiError (lib/api-client.ts), answers' messages, and
 * the field errors of forms (lib/forms.ts plainMessage).
 */
export function serverMessage(message: string): string {
  return serverMessageTranslator(message);
}

/** Set by the English catalogue when it is applied; Korean mode keeps the identity. */
export function setServerMessageTranslator(translate: (message: string) => string): void {
  serverMessageTranslator = translate;
}

let numberFormat: Intl.NumberFormat | undefined;

/** 1,234 in either language; the one number format of the interface. */
export function formatNumber(n: number): string {
  numberFormat ??= new Intl.NumberFormat(localeTag());
  return numberFormat.format(n);
}

/** A moment as the reader's language writes it, in Korea's time (the schools' time). */
export function formatDateTime(value: string | Date, options: Intl.DateTimeFormatOptions = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(localeTag(), {
    timeZone: 'Asia/Seoul',
    ...(Object.keys(options).length ? options : { dateStyle: 'medium', timeStyle: 'short' }),
  }).format(date);
}

/**
 * The English form of a message object: the same keys, texts for texts, and functions taking the same
 * arguments (a catalogue that misses a key, or a function's argument, fails the typecheck).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { [K in keyof T]: Translation<T[K]> }
        : T;

/** Writes `english` over `target` in place, key by key (arrays and nested objects included). */
export function overlay<T extends object>(target: T, english: Translation<T>): void {
  const source = english as Record<string, unknown>;
  const into = target as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const value = source[key];
    const current = into[key];
    if (value && current && typeof value === 'object' && typeof current === 'object') {
      overlay(current as object, value as never);
    } else {
      into[key] = value;
    }
  }
}

import { overlay, setServerMessageTranslator } from '../../lib/locale.ts';
import { formMessages } from '../forms.ts';
import { homeMessages } from '../home.ts';
import { ko } from '../ko.ts';
import { loginMessages } from '../login.ts';
import { popupMessages } from '../popups.ts';
import { ROUTE_TITLES } from '../route-titles.ts';
import { signupMessages } from '../signup.ts';
import { applyCodeNamesEnglish } from './codes.ts';
import { homeEn } from './home.ts';
import { koEn } from './ko.ts';
import { routeTitlesEn } from './route-titles.ts';
import { englishServerMessage } from './server-messages/index.ts';
import { formEn, loginEn, popupEn, signupEn } from './signup.ts';

/**
 * The English catalogue (issue 26.4, decision 210), loaded only when the reader chose English, before
 * the first render: it writes each module's English texts over its Korean message object in place.
 * The Korean modules it imports are the same instances the pages import, so every page reads English.
 * Messages from the server and the contract's schemas go through one translator (decision 211).
 */
export function applyEnglishCatalogue(): void {
  applyCodeNamesEnglish();
  overlay(ko, koEn);
  overlay(ROUTE_TITLES, routeTitlesEn);
  overlay(homeMessages, homeEn);
  overlay(signupMessages, signupEn);
  overlay(loginMessages, loginEn);
  overlay(formMessages, formEn);
  overlay(popupMessages, popupEn);
  setServerMessageTranslator(englishServerMessage);
}

/**
 * The banned-word engine's face for the portal's areas (decision 263): every area that takes text checks
 * it with `app.bannedWords` (registered once by the plugin) before it stores it.
 */
export { type BannedWordCheck, bannedWordsPlugin } from './banned-word-check.ts';

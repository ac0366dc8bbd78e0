/**
 * The event area's public face (decision 062): the root pages' popup host shows the prize-event popup
 * (spec 001 §2.1, §4) with the same form and calls as the event page, and the form's stylesheet.
 */
import './components/event.css';

export { checkMemberKey, updateJoin } from './api/event.ts';
export { PrizeEntryForm } from './components/prize-entry-form.tsx';

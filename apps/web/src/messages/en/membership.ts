import type { Translation } from '../../lib/locale.ts';
import type { membershipMessages } from '../membership.ts';

/** The library card (DLS) pages' texts in English (decision 210): the same keys as messages/membership.ts. */
export const membershipEn: Translation<typeof membershipMessages> = {
  consentTitle: 'Consent to share DLS information',
  consentBody:
    'To show your school library (DLS) loans and reservations on Dokseoro, please agree to share your library card number and loan information.',
  consentLegend: 'Do you agree?',
  agreeYes: 'I agree',
  agreeNo: 'I do not agree',
  ok: 'OK',
  cancelConfirm: 'Unlink your library card?',
  cancelTitle: 'Unlink library card',
  cancelButton: 'Unlink',
  cardTitle: 'Mobile library card',
  checkTitle: 'Library card',
  cardNoLabel: 'Card number',
  schoolLabel: 'School',
  consentLabel: 'Consent to share',
  checking: 'Checking',
  agreed: 'Agreed',
  notAgreed: 'Not agreed',
  noCard: 'No library card is linked.',
  toUpdate: 'Verify with DLS',
  linkCodeInvalid: 'Enter the 8-character link code from your school library.',
  updateTitle: 'DLS verification',
  updateLead:
    'Link your school library (DLS) card to use the mobile library card and see your loans and reservations.',
  stepsTitle: 'How to link your card',
  stepDesk:
    'Ask the teacher at your school library\'s circulation desk for a "card link code". You don\'t need your card number.',
  stepEnter: 'Enter the 8-character code (for example ABCD-EFGH) below. A code works once, for one day.',
  linkCodeInput: 'Link code (8 characters)',
  cardRequiredLead:
    'The mobile library card is available once your school library card is linked (DLS verification).',
  authenticate: 'Verify',
  schoolOnly: 'Only members who belong to a school can verify with DLS.',
  cancelBody: (cardNo) =>
    `Once card ${cardNo} is unlinked, you can no longer see the mobile library card or your loans and reservations. You will need to log in again.`,
  libraryOf: (schName) => `${schName} Library`,
  gradeClass: (grade, classNo) => (classNo === null ? `Grade ${grade}` : `Grade ${grade}, Class ${classNo}`),
  barcodeLabel: (cardNo) => `Barcode of library card ${cardNo}`,
  linkedCard: (cardNo) => `Linked card: ${cardNo}`,
};

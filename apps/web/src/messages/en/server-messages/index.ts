import { activitiesMessagesEn } from './activities.ts';
import { catalogueImportMessagesEn } from './catalogue-import.ts';
import { commonMessagesEn } from './common.ts';
import { communityMessagesEn } from './community.ts';
import { groupsMessagesEn } from './groups.ts';
import { libraryMessagesEn } from './library.ts';
import { type MessagePattern, TEMPLATE_PATTERNS, ZOD_KO_PATTERNS } from './patterns.ts';
import { teachersMessagesEn } from './teachers.ts';

/**
 * The English of the messages that come from the server and from the contract's schemas (decision 211):
 * one dictionary keyed by the exact Korean text, patterns for the parametrised ones. Loaded with the
 * English catalogue only, so the Korean first load carries none of it.
 */
const DICTIONARY: Readonly<Record<string, string>> = {
  ...commonMessagesEn,
  ...libraryMessagesEn,
  ...communityMessagesEn,
  ...activitiesMessagesEn,
  ...groupsMessagesEn,
  ...teachersMessagesEn,
  ...catalogueImportMessagesEn,
};

const PATTERNS: readonly MessagePattern[] = [...TEMPLATE_PATTERNS, ...ZOD_KO_PATTERNS];

/** "title: …", "list.0.name: …": the field a message belongs to, kept as it is for the forms that read it. */
const FIELD_PREFIX = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): /;

/** A label or a sentence without its field: the dictionary's, or the label as it came. */
function label(korean: string): string {
  return DICTIONARY[korean] ?? korean;
}

function sentence(text: string): string {
  const known = DICTIONARY[text];
  if (known !== undefined) return known;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return english(label, ...match.slice(1).map((part) => part ?? ''));
  }
  return text;
}

/**
 * The English of one server or schema message, with its field prefix kept ("title: Enter a title.");
 * a message it does not know comes back unchanged, so English text passes through as it is.
 */
export function englishServerMessage(message: string): string {
  const field = FIELD_PREFIX.exec(message);
  if (field) return `${field[1]}: ${englishServerMessage(message.slice(field[0].length))}`;
  return sentence(message);
}

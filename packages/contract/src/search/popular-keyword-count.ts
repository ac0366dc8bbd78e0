/**
 * Popular-keyword panel: 10 entries in two columns of 5 (spec 000 §9). Apart from the zod schemas in
 * keywords.ts, so the header takes it without zod (decision 026).
 */
export const POPULAR_KEYWORD_COUNT = 10;

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FIRST_LOAD_ANSWERS_FILE, renderFirstLoadAnswers } from './generate.ts';

// `npm run generate:json-schemas`: rewrites the generated module from the zod schemas (decision 026).
const file = fileURLToPath(new URL(`../../${FIRST_LOAD_ANSWERS_FILE}`, import.meta.url));
writeFileSync(file, renderFirstLoadAnswers());
console.log(`wrote ${file}`);

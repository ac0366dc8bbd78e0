import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import {
  schoolNewsDetailResponseSchema,
  schoolNewsListResponseSchema,
} from '../community/my-school-library-info.ts';
import { noticeDetailResponseSchema, noticeListResponseSchema } from '../community/notice-board.ts';
import { noticeTodayResponseSchema } from '../library/notices.ts';
import { footerDetailResponseSchema } from '../main/footer.ts';
import { homeSectionsResponseSchema } from '../main/home-sections.ts';
import { mainSetupResponseSchema } from '../main/main-setup.ts';
import { menuListResponseSchema } from '../menus/menu-list.ts';
import {
  blockWordsResponseSchema,
  keywordBestResponseSchema,
  keywordBlockListResponseSchema,
} from '../search/keywords.ts';
import { menuStatisticsResponseSchema } from '../statistics/menu-statistics.ts';
import { type JsonSchema, SUPPORTED_KEYWORDS, SUPPORTED_TYPES } from './validator.ts';

/**
 * Decision 026: the answers the web client parses on the home page's first load, as JSON Schema generated
 * from their zod schemas (the one source of truth), so the client checks them without downloading zod.
 * `npm run generate:json-schemas` writes FIRST_LOAD_ANSWERS_FILE; a unit test fails when it is stale.
 */
export type GeneratedAnswer = {
  /** The export is `<name>JsonSchema`; the zod schema is `<name>Schema`. */
  name: string;
  schema: $ZodType;
  /** The zod-inferred type the parser returns, and the contract module (from this folder) that exports it. */
  type: string;
  module: string;
};

export const FIRST_LOAD_ANSWERS: readonly GeneratedAnswer[] = [
  {
    name: 'mainSetupResponse',
    schema: mainSetupResponseSchema,
    type: 'MainSetupResponse',
    module: '../main/main-setup.ts',
  },
  {
    name: 'footerDetailResponse',
    schema: footerDetailResponseSchema,
    type: 'FooterDetailResponse',
    module: '../main/footer.ts',
  },
  {
    name: 'homeSectionsResponse',
    schema: homeSectionsResponseSchema,
    type: 'HomeSectionsResponse',
    module: '../main/home-sections.ts',
  },
  {
    name: 'menuListResponse',
    schema: menuListResponseSchema,
    type: 'MenuListResponse',
    module: '../menus/menu-list.ts',
  },
  {
    name: 'keywordBestResponse',
    schema: keywordBestResponseSchema,
    type: 'KeywordBestResponse',
    module: '../search/keywords.ts',
  },
  {
    name: 'keywordBlockListResponse',
    schema: keywordBlockListResponseSchema,
    type: 'KeywordBlockListResponse',
    module: '../search/keywords.ts',
  },
  {
    name: 'blockWordsResponse',
    schema: blockWordsResponseSchema,
    type: 'BlockWordsResponse',
    module: '../search/keywords.ts',
  },
  {
    name: 'menuStatisticsResponse',
    schema: menuStatisticsResponseSchema,
    type: 'MenuStatisticsResponse',
    module: '../statistics/menu-statistics.ts',
  },
  // The root pages' popups (decision 101): their answers arrive on the home's first load too.
  {
    name: 'noticeListResponse',
    schema: noticeListResponseSchema,
    type: 'NoticeListResponse',
    module: '../community/notice-board.ts',
  },
  {
    name: 'noticeDetailResponse',
    schema: noticeDetailResponseSchema,
    type: 'NoticeDetailResponse',
    module: '../community/notice-board.ts',
  },
  {
    name: 'schoolNewsListResponse',
    schema: schoolNewsListResponseSchema,
    type: 'SchoolNewsListResponse',
    module: '../community/my-school-library-info.ts',
  },
  {
    name: 'schoolNewsDetailResponse',
    schema: schoolNewsDetailResponseSchema,
    type: 'SchoolNewsDetailResponse',
    module: '../community/my-school-library-info.ts',
  },
  {
    name: 'dlsNoticeTodayResponse',
    schema: noticeTodayResponseSchema,
    type: 'NoticeTodayResponse',
    module: '../library/notices.ts',
  },
];

/** Path of the generated module, relative to the contract package. */
export const FIRST_LOAD_ANSWERS_FILE = 'src/json-schema/first-load-answers.generated.ts';

/** zod checks that JSON Schema represents; others (refine, trim and other overwrites) would be dropped. */
const REPRESENTED_CHECKS = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'greater_than',
  'less_than',
  'number_format',
  'string_format',
]);
/** Schemas whose input and output differ, so a JSON Schema of the input would not describe the answer. */
const TRANSFORMING_TYPES = new Set(['pipe', 'transform', 'default', 'prefault', 'catch', 'success']);

type ZodInternals = {
  _zod: {
    def: {
      type: string;
      checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
    };
  };
};

function rejectUnrepresented(zodSchema: unknown, path: (string | number)[]): void {
  const { def } = (zodSchema as ZodInternals)._zod;
  const where = `/${path.join('/')}`;
  if (TRANSFORMING_TYPES.has(def.type)) throw new Error(`${where}: ${def.type} changes the value`);
  for (const { _zod: check } of def.checks ?? []) {
    const { check: kind, pattern } = check.def;
    if (!REPRESENTED_CHECKS.has(kind))
      throw new Error(`${where}: the ${kind} check has no JSON Schema keyword`);
    if (pattern?.flags) throw new Error(`${where}: pattern ${pattern} has flags, which JSON Schema drops`);
  }
}

function assertSupported(schema: JsonSchema, where: string): void {
  for (const keyword of Object.keys(schema)) {
    if (!SUPPORTED_KEYWORDS.includes(keyword)) throw new Error(`${where}: unsupported keyword ${keyword}`);
  }
  const types = schema.type === undefined ? [] : [schema.type].flat();
  for (const type of types) {
    if (!SUPPORTED_TYPES.includes(String(type))) throw new Error(`${where}: unsupported type ${type}`);
  }
  if ('const' in schema && typeof schema.const === 'object' && schema.const !== null) {
    throw new Error(`${where}: only a primitive const is supported`);
  }
  if (schema.items !== undefined) {
    if (typeof schema.items !== 'object' || Array.isArray(schema.items))
      throw new Error(`${where}: tuple items`);
    assertSupported(schema.items as JsonSchema, `${where}/items`);
  }
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [key, property] of Object.entries(properties)) assertSupported(property, `${where}/${key}`);
  const branches = (schema.anyOf ?? []) as JsonSchema[];
  for (const [i, branch] of branches.entries()) assertSupported(branch, `${where}/anyOf/${i}`);
}

/** The JSON Schema of a zod schema's input; throws on anything the client's validator would not check. */
export function toValidatorJsonSchema(schema: $ZodType, name = 'schema'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'throw',
    override: ({ zodSchema, path }) => rejectUnrepresented(zodSchema, [name, ...path]),
  }) as JsonSchema;
  // Metadata only; the validator reads the keywords below it.
  const { $schema: _dialect, ...keywords } = json;
  assertSupported(keywords, name);
  return keywords;
}

/** The generated module's text (unformatted; the writer runs Biome over it). */
export function renderFirstLoadAnswers(): string {
  const typeImports = new Map<string, string[]>();
  for (const { type, module } of FIRST_LOAD_ANSWERS) {
    typeImports.set(module, [...(typeImports.get(module) ?? []), type]);
  }
  const lines = [
    '// Generated by `npm run generate:json-schemas` from the zod schemas (decision 026). Do not edit.',
    ...[...typeImports].map(([module, types]) => `import type { ${types.join(', ')} } from '${module}';`),
    "import { jsonSchemaParser } from './validator.ts';",
    '',
  ];
  for (const { name, schema, type } of FIRST_LOAD_ANSWERS) {
    const json = JSON.stringify(toValidatorJsonSchema(schema, name));
    lines.push(`export const ${name}JsonSchema = jsonSchemaParser<${type}>(${json});`, '');
  }
  return lines.join('\n');
}

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BoundaryRule,
  findBoundaryViolations,
  formatViolations,
} from '../../../scripts/import-boundaries.ts';

const SRC = import.meta.dirname;
const MODULES = ['library', 'ops', 'portal', 'search', 'sso'];
const SCHEMAS = ['library', 'portal', 'search', 'sso'];

/** `db/schema/library-ill.ts` is the library's, `db/schema/portal.ts` the portal's: each module's own schema. */
function schemaOwner(file: string) {
  const match = /^db\/schema\/([a-z]+)(?:-[a-z-]+)?\.ts$/.exec(file);
  return match && SCHEMAS.includes(match[1]!) ? match[1]! : null;
}

/**
 * The server's rule (decision 065): a module imports another module only through its `public.ts`, and
 * only its own database schema; `lib/` and `plugins/` import no module. `app.ts`, `server.ts`,
 * `lifecycle.ts` and `db/seed` compose modules and may import any of them.
 */
const serverRule = (root: string): BoundaryRule => ({
  root,
  areasDir: 'modules',
  shared: ['lib', 'plugins'],
  ownerOf: schemaOwner,
});

describe('module boundaries (decision 065)', () => {
  it('no module imports another module past its public.ts or reads another module’s schema', () => {
    expect(formatViolations(findBoundaryViolations(serverRule(SRC)))).toBe('');
  });

  it('reports a deliberate import of another module’s internals, of its schema, and a plugin importing a module', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'module-boundaries-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write(
      'modules/library/furnish/furnish.service.ts',
      "import { x } from '../../search/catalogue/catalogue.service.ts';\n",
    );
    write(
      'modules/library/loans.ts',
      "import { book } from '../../db/schema/search.ts';\nimport { patron } from '../../db/schema/library.ts';\n",
    );
    write('modules/library/faces.ts', "import { face } from '../search/public.ts';\n");
    write('modules/search/public.ts', 'export const face = 1;\n');
    write('modules/search/catalogue/catalogue.service.ts', 'export const x = 1;\n');
    write('db/schema/search.ts', 'export const book = 1;\n');
    write('db/schema/library.ts', 'export const patron = 1;\n');
    write('plugins/session.ts', "import { face } from '../modules/search/public.ts';\n");
    write('db/seed/index.ts', "import { x } from '../../modules/search/catalogue/catalogue.service.ts';\n");

    expect(
      formatViolations(findBoundaryViolations(serverRule(root)))
        .split('\n')
        .sort(),
    ).toEqual([
      "modules/library/furnish/furnish.service.ts:1 imports '../../search/catalogue/catalogue.service.ts': 'library' imports 'search' past its public.ts",
      "modules/library/loans.ts:1 imports '../../db/schema/search.ts': 'library' imports a file of 'search' (search.ts)",
      "plugins/session.ts:1 imports '../modules/search/public.ts': shared code imports the area 'search'",
    ]);
  });
});

/**
 * The portal's rule (decision 263): inside `modules/portal`, each folder is an area, and an area imports
 * another only through that area's `public.ts` (the shared engines, community, comments, block-words and
 * my page's badges and notifications, are areas with a public face like any other). `core/` is the
 * portal's shared kernel (the caller, the session, visibility, live streams, rich text) and imports no
 * area. The files at the portal's root (`index.ts`, `debate.ts`) compose the areas: they may import any
 * of them, and no area imports them. The portal's `public.ts`, its face to other modules, re-exports what
 * an area offers from that area's own `public.ts` (issue 34), never from past it.
 */
const portalRule = (root: string): BoundaryRule => ({
  root,
  areasDir: '.',
  shared: ['core'],
  faces: ['public.ts'],
});

describe('portal area boundaries (decision 263)', () => {
  it('no portal area imports another past its public.ts, core imports no area, no area imports the composition, the face goes through the areas’ faces', () => {
    expect(formatViolations(findBoundaryViolations(portalRule(path.join(SRC, 'modules/portal'))))).toBe('');
  });

  it('reports a deliberate import of another area’s internals, core importing an area, an area importing the composition and the face importing past an area’s face', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-boundaries-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write(
      'quiz/quiz.service.ts',
      [
        "import { check } from '../block-words/banned-word-check.ts';",
        "import { type BannedWordCheck } from '../block-words/public.ts';",
        "import { actorOf } from '../core/actor.ts';",
        "import type { PortalFace } from '../public.ts';",
        "import { member } from '../../../db/schema/portal.ts';",
        '',
      ].join('\n'),
    );
    write('block-words/public.ts', "export { check } from './banned-word-check.ts';\n");
    write('block-words/banned-word-check.ts', 'export const check = 1;\n');
    write('core/actor.ts', "import { face } from '../community/public.ts';\n");
    write('core/visibility.ts', "import { x } from './actor.ts';\n");
    write('community/public.ts', 'export const face = 1;\n');
    write('index.ts', "import { check } from './block-words/banned-word-check.ts';\n");
    write(
      'public.ts',
      [
        'export type PortalFace = { n: number };',
        "export { face } from './community/public.ts';",
        "export type { Check } from './block-words/banned-word-check.ts';",
        "export { actorOf } from './core/actor.ts';",
        '',
      ].join('\n'),
    );

    expect(
      formatViolations(findBoundaryViolations(portalRule(root)))
        .split('\n')
        .sort(),
    ).toEqual([
      "core/actor.ts:1 imports '../community/public.ts': shared code imports the area 'community'",
      "public.ts:3 imports './block-words/banned-word-check.ts': the face public.ts imports 'block-words' past its public.ts",
      "quiz/quiz.service.ts:1 imports '../block-words/banned-word-check.ts': 'quiz' imports 'block-words' past its public.ts",
      "quiz/quiz.service.ts:4 imports '../public.ts': 'quiz' imports the composition file public.ts",
    ]);
  });
});

/** Every .ts and .sql file of the app under a folder; not tests, which arrange rows in every schema. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesOf(full);
    return /\.(ts|sql)$/.test(e.name) && !/(\.test\.ts|test-helpers\.ts)$/.test(e.name) ? [full] : [];
  });
}

/**
 * Functions of another schema a module's SQL may call: the search module's holdings seam (holdings.sql),
 * which library.checkout uses to read a copy and move its status in the same statement.
 */
const SQL_SEAMS = ['search.find_holding_with_book', 'search.move_holding_status'];

describe('no module reads another module’s tables in its SQL (DESIGN.md §1)', () => {
  it('names no other module’s schema objects in its code or SQL files, except the seam functions (tests aside)', () => {
    const found: string[] = [];
    for (const module of MODULES) {
      for (const file of filesOf(path.join(SRC, 'modules', module))) {
        const others = SCHEMAS.filter((s) => s !== module).join('|');
        // `search.holding`, not `app.search.x`, `'../search/x'`, `search.ts` or `library.plugin.ts`.
        const qualified = new RegExp(`(?<![.\\w/'])(?:${others})\\.[a-z_]+\\b(?!\\.)`, 'g');
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((l) => !/^\s*(\/\/|\*|\/\*|--)/.test(l)) // comments may name them
          .forEach((l) => {
            for (const [name] of l.matchAll(qualified)) {
              if (!SQL_SEAMS.includes(name) && !/\.(ts|sql)$/.test(name))
                found.push(`${path.relative(SRC, file)}: ${name}`);
            }
          });
      }
    }
    expect(found).toEqual([]);
  });
});

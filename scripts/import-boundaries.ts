import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import boundary between areas (decision 062): files in `<areasDir>/<area>/` may import their own
 * area freely and another area only through that area's public face (`public.ts`); the shared folders
 * may import no area at all. Relative imports are read from the source text (static, dynamic and
 * re-exports), so the check needs no bundler and runs as a plain test.
 *
 * Used by `apps/web/src/feature-boundaries.test.ts` for `apps/web/src/features/*` and by
 * `apps/server/src/module-boundaries.test.ts` for `apps/server/src/modules/*` (decision 065), which also
 * names the files outside the areas that one area owns (each module's database schema), and for the
 * areas inside the portal module (decision 263), whose shared `core/` sits among the areas.
 *
 * A shared folder is never an area, even inside `areasDir`. A file directly in `areasDir` (the portal's
 * `index.ts` and `public.ts`) composes the areas: it may import any of them, and no area may import it;
 * except that a face of the whole (`faces`: the portal's `public.ts`) imports each area only through the
 * area's own public face, as another module would.
 */
export type BoundaryRule = {
  /** Folder holding every source file the rule reads (absolute). */
  root: string;
  /** Folder whose children are the areas, relative to root (e.g. `features`). */
  areasDir: string;
  /** Folders (relative to root) that are shared by every area and may import none of them. */
  shared: readonly string[];
  /** The one file of an area other areas may import (relative to the area's folder). */
  publicFace?: string;
  /**
   * Files directly in `areasDir` that face outward (the portal module's `public.ts`): no area imports
   * them, and they import an area only through its public face.
   */
  faces?: readonly string[];
  /**
   * Files outside the areas that belong to one area (the server's `db/schema/<module>*.ts`): the area
   * named for a file (path relative to root, `/`-separated), or null. Only that area may import them.
   */
  ownerOf?: (file: string) => string | null;
};

export type BoundaryViolation = { file: string; line: number; specifier: string; reason: string };

const SOURCE = /\.(?:ts|tsx|mts)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']*)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The relative import specifiers of a source text, each with its 1-based line. */
export function relativeImports(text: string): { specifier: string; line: number }[] {
  return [...text.matchAll(IMPORT)].map((match) => ({
    specifier: match[1]!,
    line: text.slice(0, match.index).split('\n').length,
  }));
}

export function findBoundaryViolations(rule: BoundaryRule): BoundaryViolation[] {
  const publicFace = rule.publicFace ?? 'public.ts';
  const areasRoot = path.join(rule.root, rule.areasDir);
  const isShared = (file: string) =>
    rule.shared.some((dir) => !path.relative(path.join(rule.root, dir), file).startsWith('..'));
  const inAreasDir = (file: string) => !path.relative(areasRoot, file).startsWith('..');
  /** A composition file: directly in `areasDir`, in no area's folder. */
  const composes = (file: string) => inAreasDir(file) && path.dirname(file) === areasRoot;
  const areaOf = (file: string) =>
    inAreasDir(file) && !composes(file) && !isShared(file)
      ? path.relative(areasRoot, file).split(path.sep)[0]!
      : null;

  /** A face of the whole: a composition file that reaches the areas only through their faces. */
  const isFace = (file: string) => composes(file) && (rule.faces ?? []).includes(path.basename(file));

  const violations: BoundaryViolation[] = [];
  for (const file of sourceFiles(rule.root)) {
    const from = areaOf(file);
    const shared = isShared(file);
    if (isFace(file)) {
      for (const { specifier, line } of relativeImports(readFileSync(file, 'utf8'))) {
        const target = path.resolve(path.dirname(file), specifier);
        const to = areaOf(target);
        if (to && path.relative(path.join(areasRoot, to), target) !== publicFace) {
          violations.push({
            file: path.relative(rule.root, file),
            line,
            specifier,
            reason: `the face ${path.basename(file)} imports '${to}' past its ${publicFace}`,
          });
        }
      }
      continue;
    }
    if (!from && !shared) continue; // composition root (app/, test/, main.tsx): may import any area.
    for (const { specifier, line } of relativeImports(readFileSync(file, 'utf8'))) {
      const target = path.resolve(path.dirname(file), specifier);
      const to = areaOf(target);
      const where = { file: path.relative(rule.root, file), line, specifier };
      const owner = to ? null : rule.ownerOf?.(path.relative(rule.root, target).split(path.sep).join('/'));
      if (from && owner && owner !== from) {
        violations.push({
          ...where,
          reason: `'${from}' imports a file of '${owner}' (${path.basename(target)})`,
        });
      }
      if (composes(target)) {
        const who = from ? `'${from}'` : 'shared code';
        violations.push({ ...where, reason: `${who} imports the composition file ${path.basename(target)}` });
        continue;
      }
      if (!to || to === from) continue;
      if (shared) {
        violations.push({ ...where, reason: `shared code imports the area '${to}'` });
      } else if (path.relative(path.join(areasRoot, to), target) !== publicFace) {
        violations.push({ ...where, reason: `'${from}' imports '${to}' past its ${publicFace}` });
      }
    }
  }
  return violations;
}

export function formatViolations(violations: readonly BoundaryViolation[]): string {
  return violations.map((v) => `${v.file}:${v.line} imports '${v.specifier}': ${v.reason}`).join('\n');
}

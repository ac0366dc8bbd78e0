import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBoundaryViolations, formatViolations } from '../../../scripts/import-boundaries.ts';

const SHARED = ['components', 'lib', 'config', 'messages', 'styles'];

describe('feature boundaries (decision 062)', () => {
  it('no feature imports another feature past its public.ts, and shared code imports no feature', () => {
    const violations = findBoundaryViolations({
      root: import.meta.dirname,
      areasDir: 'features',
      shared: SHARED,
    });
    expect(formatViolations(violations)).toBe('');
  });

  it('a deliberate cross-feature import and a shared import of a feature are both reported', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('features/a/components/page.tsx', "import { b } from '../../b/components/inner.ts';\n");
    write(
      'features/a/other.ts',
      "export { face } from '../b/public.ts';\nimport('./components/page.tsx');\n",
    );
    write('features/b/public.ts', 'export const face = 1;\n');
    write('features/b/components/inner.ts', 'export const b = 1;\n');
    write('lib/helper.ts', "\nimport '../features/b/public.ts';\n");
    write('app/router.tsx', "import { b } from '../features/b/components/inner.ts';\n");

    const violations = findBoundaryViolations({ root, areasDir: 'features', shared: SHARED });
    expect(formatViolations(violations).split('\n').sort()).toEqual([
      "features/a/components/page.tsx:1 imports '../../b/components/inner.ts': 'a' imports 'b' past its public.ts",
      "lib/helper.ts:2 imports '../features/b/public.ts': shared code imports the area 'b'",
    ]);
  });
});

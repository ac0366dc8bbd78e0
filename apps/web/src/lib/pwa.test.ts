import { existsSync } from 'node:fs';
import path from 'node:path';
import { SCHOOL_LEVELS } from '@reading/contract/codes/school-levels';
import { describe, expect, it } from 'vitest';
import { manifestFileOf, siteManifest, siteManifests, webManifestLinkFor } from '../../pwa.config.ts';
import { siteManifestHref } from './register-service-worker.ts';
import { SITES } from './site.ts';

/** The installable app's manifests (decision 200): one per site variant, each installable. */
describe('the site manifests', () => {
  it('has one manifest per site variant, named after the site', () => {
    expect(siteManifests.map((s) => s.basePath)).toEqual(SITES.map((s) => s.basePath));
    expect(siteManifests.map((s) => s.key)).toEqual(SITES.map((s) => s.key));
    for (const level of SCHOOL_LEVELS) {
      const site = siteManifests.find((s) => s.basePath === level.basePath)!;
      expect(site.name).toBe(`독서로 ${level.name}`);
      expect(site.shortName).toBe(`독서로 ${level.shortName}`);
    }
  });

  it('gives each manifest what Chromium needs to install it, with icons that exist', () => {
    const publicDir = path.resolve(import.meta.dirname, '../../public');
    for (const site of siteManifests) {
      const manifest = siteManifest(site);
      expect(manifest).toMatchObject({
        display: 'standalone',
        start_url: site.basePath,
        id: site.basePath,
        lang: 'ko',
      });
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      const sizes = manifest.icons.filter((i) => i.purpose === 'any').map((i) => i.sizes);
      expect(sizes).toEqual(['192x192', '512x512']);
      expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
      for (const icon of manifest.icons)
        expect(existsSync(path.join(publicDir, icon.src)), icon.src).toBe(true);
    }
  });

  it('links each site to its own manifest, in the page and from the running app alike', () => {
    for (const site of siteManifests) {
      expect(webManifestLinkFor(site.basePath)).toBe(
        `<link rel="manifest" href="/${manifestFileOf(site)}" />`,
      );
      expect(siteManifestHref(site.key)).toBe(`/${manifestFileOf(site)}`);
    }
  });
});

import { PROMOTION_REGIONS } from '@reading/contract/promotion/regions';
import { describe, expect, it } from 'vitest';

describe('the featured regions on the world-atlas map', () => {
  it('each region’s id is a country of countries-110m, so the map can draw and choose it', async () => {
    const atlas = (await import('world-atlas/countries-110m.json')).default as unknown as {
      objects: { countries: { geometries: { id?: string; properties: { name: string } }[] } };
    };
    const ids = new Map(atlas.objects.countries.geometries.map((g) => [g.id, g.properties.name]));
    for (const region of PROMOTION_REGIONS) expect(ids.has(region.isoNumeric), region.name).toBe(true);
    expect(ids.get('410')).toBe('South Korea');
    expect(ids.get('392')).toBe('Japan');
  });
});

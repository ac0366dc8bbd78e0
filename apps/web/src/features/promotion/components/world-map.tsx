import type { RegionSummary } from '@reading/contract/promotion/promotion';
import { useQuery } from '@tanstack/react-query';
import { geoGraticule10, geoNaturalEarth1, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { type KeyboardEvent, useMemo } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { promotionMessages } from '../../../messages/promotion.ts';
import './world-map.css';

const t = promotionMessages.travel;
const WIDTH = 960;
const HEIGHT = 500;

type Country = Feature<Geometry, { name: string }> & { id?: string | number };

/**
 * Natural Earth's countries at 1:110m from world-atlas (decision 121), loaded only when the map is
 * shown: the JSON is its own chunk, so no other page's first load grows.
 */
async function loadCountries(): Promise<Country[]> {
  const atlas = (await import('world-atlas/countries-110m.json')).default as unknown as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(atlas, atlas.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  return collection.features as Country[];
}

/**
 * The world map of the travel page: every country drawn, the featured ones (those with books) focusable
 * buttons — a click, Enter or Space chooses one. The page shows a plain list of the same regions beside it.
 */
export function WorldMap({
  regions,
  selectedKey,
  onSelect,
}: {
  regions: readonly RegionSummary[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}) {
  const countries = useQuery({
    queryKey: ['promotion', 'world-atlas'],
    queryFn: loadCountries,
    staleTime: Infinity,
  });
  const drawn = useMemo(() => {
    if (!countries.data) return null;
    const projection = geoNaturalEarth1().fitExtent(
      [
        [4, 4],
        [WIDTH - 4, HEIGHT - 4],
      ],
      { type: 'Sphere' },
    );
    const path = geoPath(projection);
    const byId = new Map(regions.map((r) => [r.isoNumeric, r]));
    return {
      sphere: path({ type: 'Sphere' }) ?? '',
      graticule: path(geoGraticule10()) ?? '',
      countries: countries.data.map((c) => ({
        id: String(c.id ?? c.properties.name),
        d: path(c) ?? '',
        region: byId.get(String(c.id)),
      })),
    };
  }, [countries.data, regions]);

  if (countries.isError) return <p className="board-state">{t.mapFailed}</p>;
  if (!drawn) {
    return (
      <div className="world-map world-map--loading" role="status">
        {t.mapLoading}
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<SVGPathElement>, key: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(key);
  };
  const featured = drawn.countries.filter((c) => c.region);
  return (
    <figure className="world-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-label={t.mapLabel} className="world-map__svg">
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group is not focusable; the drawing behind the buttons is decoration. */}
        <g aria-hidden="true" className="world-map__decor">
          <path d={drawn.sphere} className="world-map__sphere" />
          <path d={drawn.graticule} className="world-map__graticule" />
          {drawn.countries
            .filter((c) => !c.region)
            .map((c) => (
              <path key={c.id} d={c.d} className="world-map__land" />
            ))}
        </g>
        {featured.map(({ id, d, region }) => {
          if (!region) return null;
          const selected = region.key === selectedKey;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it gets a button's role, focus and keys.
            <path
              key={id}
              d={d}
              role="button"
              tabIndex={0}
              aria-label={t.regionLabel(region.name, region.bookCount)}
              aria-pressed={selected}
              data-region={region.key}
              className={`world-map__region${selected ? ' world-map__region--selected' : ''}`}
              onClick={() => onSelect(region.key)}
              onKeyDown={(e) => onKeyDown(e, region.key)}
            >
              <title>{region.name}</title>
            </path>
          );
        })}
      </svg>
      <figcaption className="world-map__hint">{t.mapHint}</figcaption>
    </figure>
  );
}

import { createHash } from 'node:crypto';
import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import type { TRegion, TRegionLevel } from '@portal/contract';

/**
 * Indonesia's administrative areas from the kept `idn-area-data` package (its CSV files, read
 * and parsed as streams, so a load yields to the event loop between chunks). Each level is loaded
 * on its first request only — nothing at start-up — and indexed once by its parent's code; every
 * list is kept sorted with its ETag (docs/decisions/031).
 */
export interface RegionList {
  regions: readonly TRegion[];
  etag: string;
}
interface LevelIndex {
  byParent: Map<string, RegionList>;
  byCode: Map<string, TRegion & { parent: string }>;
}

const ROOT = '';
type Row = { code: string; name: string } & Record<string, string>;
const LOADERS: Record<TRegionLevel, { load: () => Promise<Row[]>; parentKey: string | null }> = {
  province: { load: () => getProvinces() as unknown as Promise<Row[]>, parentKey: null },
  regency: { load: () => getRegencies() as unknown as Promise<Row[]>, parentKey: 'province_code' },
  district: { load: () => getDistricts() as unknown as Promise<Row[]>, parentKey: 'regency_code' },
  village: { load: () => getVillages() as unknown as Promise<Row[]>, parentKey: 'district_code' },
};

const etagOf = (level: TRegionLevel, parent: string, regions: readonly TRegion[]) =>
  `"${level}-${createHash('sha1').update(parent).update(JSON.stringify(regions)).digest('base64url').slice(0, 22)}"`;

function buildIndex(level: TRegionLevel, rows: Row[]): LevelIndex {
  const parentKey = LOADERS[level].parentKey;
  const grouped = new Map<string, TRegion[]>();
  const byCode = new Map<string, TRegion & { parent: string }>();
  for (const row of rows) {
    const parent = parentKey ? row[parentKey] : ROOT;
    const region = { code: row.code, name: row.name };
    byCode.set(row.code, { ...region, parent });
    const list = grouped.get(parent);
    if (list) list.push(region);
    else grouped.set(parent, [region]);
  }
  const byParent = new Map<string, RegionList>();
  for (const [parent, list] of grouped) {
    list.sort((a, b) => a.name.localeCompare(b.name, 'id'));
    byParent.set(parent, { regions: list, etag: etagOf(level, parent, list) });
  }
  return { byParent, byCode };
}

const loading = new Map<TRegionLevel, Promise<LevelIndex>>();

/** One load per level for the process; a failed load is forgotten so the next request tries again. */
function levelIndex(level: TRegionLevel): Promise<LevelIndex> {
  let p = loading.get(level);
  if (!p) {
    p = LOADERS[level].load().then((rows) => buildIndex(level, rows));
    p.catch(() => loading.delete(level));
    loading.set(level, p);
  }
  return p;
}

const EMPTY: Record<TRegionLevel, RegionList> = {
  province: { regions: [], etag: '"province-empty"' },
  regency: { regions: [], etag: '"regency-empty"' },
  district: { regions: [], etag: '"district-empty"' },
  village: { regions: [], etag: '"village-empty"' },
};

/** The children of `parent` (provinces: no parent); an unknown parent has none. */
export async function listRegions(level: TRegionLevel, parent: string | undefined): Promise<RegionList> {
  const index = await levelIndex(level);
  return index.byParent.get(parent ?? ROOT) ?? EMPTY[level];
}

/** One area by its code, with its parent's code ('' for a province); undefined when unknown. */
export async function findRegion(
  level: TRegionLevel,
  code: string,
): Promise<(TRegion & { parent: string }) | undefined> {
  return (await levelIndex(level)).byCode.get(code);
}

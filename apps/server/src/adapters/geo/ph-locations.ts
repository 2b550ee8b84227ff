// Philippine regions, provinces and cities/municipalities (PSGC, via @aivangogh/ph-address).
// NCR has no provinces: its cities hang off the region, shown as one "Metro Manila" province.
import { getAllRegions, getMunicipalitiesByProvince, getProvincesByRegion } from '@aivangogh/ph-address';

export type LocationOption = { label: string; value: string };

const byName = (a: LocationOption, b: LocationOption) => a.label.localeCompare(b.label);

export function regions(): LocationOption[] {
  return getAllRegions()
    .map((r) => ({ label: r.designation ? `${r.designation} – ${r.name}` : r.name, value: r.psgcCode }))
    .sort(byName);
}

export function provinces(regionCode: string): LocationOption[] {
  const list = getProvincesByRegion(regionCode).map((p) => ({ label: p.name, value: p.psgcCode }));
  if (list.length > 0) return list.sort(byName);
  return getMunicipalitiesByProvince(regionCode).length > 0 ? [{ label: 'Metro Manila', value: regionCode }] : [];
}

export function cities(provinceCode: string): LocationOption[] {
  return getMunicipalitiesByProvince(provinceCode)
    .map((m) => ({ label: m.name, value: m.psgcCode }))
    .sort(byName);
}

export type LocationNode = LocationOption & { children?: LocationNode[] };

let tree: LocationNode[] | undefined;

/** Region → province → city, built once (about 1,700 places). */
export function locationTree(): LocationNode[] {
  tree ??= regions().map((r) => ({
    ...r,
    children: provinces(r.value).map((p) => ({ ...p, children: cities(p.value) })),
  }));
  return tree;
}

/** A citySelect value is 'region|province|city' PSGC codes; true when the three belong together. */
export function cityExists(value: string): boolean {
  const [region, province, city] = value.split('|');
  if (!region || !province || !city) return false;
  return provinces(region).some((p) => p.value === province) && cities(province).some((c) => c.value === city);
}

export function cityLabel(value: string): string {
  const [region, province, city] = value.split('|');
  const p = provinces(region ?? '').find((x) => x.value === province);
  const c = cities(province ?? '').find((x) => x.value === city);
  return [c?.label, p?.label].filter(Boolean).join(', ');
}

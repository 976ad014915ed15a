// CSV as spreadsheets read it (RFC 4180: quoted when needed, CRLF). A cell that starts like a formula
// gets a leading apostrophe, so a name typed as '=HYPERLINK(…)' stays text when an Administrator opens the file.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

// How the inbox benchmark prints a figure: beside its budget, with OK / MISSED / NOT MEASURED.

export type Verdict = 'OK' | 'MISSED' | 'NOT MEASURED';
export const verdicts: Verdict[] = [];

export function report(label: string, figure: string, budget: string, ok: boolean | null, note = ''): void {
  const verdict: Verdict = ok === null ? 'NOT MEASURED' : ok ? 'OK' : 'MISSED';
  verdicts.push(verdict);
  console.log(`${verdict.padEnd(12)} ${label}: ${figure} (budget ${budget})${note ? ` (${note})` : ''}`);
}

export function info(line: string): void {
  console.log(`             ${line}`);
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** p50 / p95 / max of a sample, for the notes. */
export const spread = (values: number[]) =>
  `p50 ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}, max ${ms(Math.max(...values))}, n=${values.length}`;

// SQL expressions for the inbox benchmark's generator: deterministic pseudo-random picks computed by
// PostgreSQL itself, so a whole table is one INSERT ... SELECT over generate_series.

import { ISSUES, PRODUCTS, WORDS } from './inboxWords';

export const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;
export const textArray = (values: readonly string[]) => `ARRAY[${values.map(lit).join(',')}]::text[]`;

/** A non-negative pseudo-random integer from a seed expression and a salt (the same every run). */
export const rnd = (seed: string, salt: number) => `(hashint8((${seed})::bigint * 1009 + ${salt}) & 2147483647)`;

export const pick = (values: readonly string[], seed: string, salt: number) =>
  `(${textArray(values)})[1 + ${rnd(seed, salt)} % ${values.length}]`;

/** A value chosen by its share in percent: [['solved', 50], ...]. */
export function share(shares: readonly [string, number][], seed: string, salt: number): string {
  let upTo = 0;
  const branches = shares.map(([value, percent]) => {
    upTo += percent;
    return `WHEN ${rnd(seed, salt)} % 100 < ${upTo} THEN ${lit(value)}`;
  });
  return `(CASE ${branches.join(' ')} ELSE ${lit(shares.at(-1)![0])} END)`;
}

const capitalized = WORDS.map((word) => word[0]!.toUpperCase() + word.slice(1));

/** A sentence of n words, the first capitalized, ending with a full stop. */
export function sentence(seed: string, salt: number, n: number): string {
  const words = [pick(capitalized, seed, salt)];
  for (let i = 1; i < n; i += 1) words.push(pick(WORDS, seed, salt + i));
  return `(${words.join(` || ' ' || `)} || '.')`;
}

/** A message text: one or two sentences (6 to 11 words). */
export const messageText = (seed: string, salt: number) =>
  `(${sentence(seed, salt, 6)} || CASE WHEN ${rnd(seed, salt + 50)} % 2 = 0 THEN ' ' || ${sentence(seed, salt + 100, 5)} ELSE '' END)`;

export const productOf = (seed: string) => pick(PRODUCTS, seed, 7);
export const issueOf = (seed: string) => pick(ISSUES, seed, 8);

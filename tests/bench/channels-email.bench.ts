// The e-mail figure of bench:channels on its own (npx tsx tests/bench/channels-email.bench.ts): see
// support/channelsEmail.ts. Exits 1 when the figure misses its budget.
import { measureEmailToOpenList } from './support/channelsEmail';

measureEmailToOpenList()
  .then((ok) => (process.exitCode = ok ? 0 : 1))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });

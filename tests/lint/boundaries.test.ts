// The lint rules that hold the layering, run through ESLint with the repository's own config on code
// as it would be written in each place.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const importOf = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

describe('import boundaries', () => {
  it.each([
    ['src/domain/a.ts', '../features/chat/chatSlice', /domain may import only domain/],
    ['src/services/a.ts', '../features/chat/chatSlice', /services may import only services, domain/],
    ['src/components/a.tsx', '../features/chat/chatSlice', /components may import only components, services, domain/],
    ['src/components/a.tsx', '../app/hooks', /components may import only/],
    ['src/features/chat/a.ts', '../../../server/api/config', /browser code never imports server code/],
    ['src/features/chat/a.test.ts', '../../../server/api/config', /browser code never imports server code/],
    ['entries/a.ts', '../server/api/config', /browser code never imports server code/],
    ['server/api/a.ts', '../../src/features/chat/chatSlice', /server code imports only src\/domain/],
    ['src/features/chat/a.ts', '../../app/console/consoleStore', /imports from src\/app only the typed hooks/],
    ['src/features/chat/a.ts', '../tickets/components/TicketRow', /not components\/TicketRow/],
    ['src/features/chat/components/a.tsx', '../../tickets/testing/ticketFixtures', /not testing\/ticketFixtures/],
  ])('refuses %s importing %s', async (file, source, message) => {
    const found = await problems(file, importOf(source));
    expect(found.some((p) => p.startsWith('layers/boundaries') && message.test(p)), found.join('\n')).toBe(true);
  });

  it.each([
    ['server/api/a.ts', '../../src/domain/channels'],
    ['src/features/chat/a.ts', '../tickets/ticketListSlice'],
    ['src/features/chat/components/a.tsx', '../../../app/hooks'],
    ['src/features/chat/components/a.tsx', '../../../components/useDebouncedText'],
    ['src/features/shell/components/a.tsx', '../../profile/components/ProfileMenu'],
    ['src/features/overview/components/a.tsx', '../../guide/components/GuideDialog'],
    ['src/features/chat/components/a.test.tsx', '../../tickets/testing/ticketFixtures'],
    ['src/app/console/a.ts', '../../features/tickets/ticketsPage'],
    ['src/components/a.tsx', '../services/clock'],
    ['tests/e2e/a.ts', '../../src/features/chat/chatSlice'],
  ])('lets %s import %s', async (file, source) => {
    expect((await problems(file, importOf(source))).filter((p) => p.startsWith('layers/boundaries'))).toEqual([]);
  });

  it('checks dynamic imports and re-exports too', async () => {
    const dynamic = await problems('src/components/a.ts', "export const load = () => import('../features/chat/chatPage');\n");
    expect(dynamic.some((p) => p.startsWith('layers/boundaries'))).toBe(true);
    const reexport = await problems('src/domain/a.ts', "export { x } from '../services/clock';\n");
    expect(reexport.some((p) => p.startsWith('layers/boundaries'))).toBe(true);
  });
});

describe('file length', () => {
  it('refuses a file of 301 lines and takes one of 300, tests included', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    expect(await problems('src/domain/long.test.ts', lines(301))).toContainEqual(expect.stringMatching(/^max-lines:/));
    expect((await problems('src/domain/long.test.ts', lines(300))).filter((p) => p.startsWith('max-lines'))).toEqual([]);
  });
});

// The lint rule that keeps every component on the typed hooks of src/app/hooks.ts.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('typed hooks', () => {
  it.each([
    ['src/features/chat/components/a.tsx', "import { useSelector } from 'react-redux';\nexport const h = useSelector;\n"],
    ['src/features/chat/components/a.tsx', "import { useDispatch, useStore } from 'react-redux';\nexport const h = [useDispatch, useStore];\n"],
    ['src/app/console/a.tsx', "import { useDispatch } from 'react-redux';\nexport const h = useDispatch;\n"],
    ['src/features/chat/components/a.test.tsx', "import { useSelector } from 'react-redux';\nexport const h = useSelector;\n"],
  ])('refuses raw react-redux hooks in %s', async (file, code) => {
    expect(await restricted(file, code)).toEqual([expect.stringMatching(/typed hooks of src\/app\/hooks\.ts/)]);
  });

  it('lets the hooks file wrap them, and anyone import the Provider', async () => {
    const hooks = "import { useDispatch, useSelector } from 'react-redux';\nexport const h = [useDispatch, useSelector];\n";
    expect(await restricted('src/app/hooks.ts', hooks)).toEqual([]);
    expect(await restricted('src/app/console/a.tsx', "import { Provider } from 'react-redux';\nexport const p = Provider;\n")).toEqual([]);
  });
});

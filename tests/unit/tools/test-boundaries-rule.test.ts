/**
 * The boundaries of eslint.config.js for tests beside their code: a test file may import the mock
 * backend and the test support, product code may not; a test keeps its folder's feature boundary.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const MOCK = "import { server } from '@mocks/node';\nexport const probe = server;\n";
const SUPPORT = "import { resetApp } from '@test-support';\nexport const probe = resetApp;\n";
const OTHER_FEATURE = "import HistoryScreen from '@/features/history/screens/HistoryScreen';\nexport const probe = HistoryScreen;\n";

async function restricted(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('test boundaries', () => {
  it.each([
    'src/features/privilege/screens/Probe.test.tsx',
    'src/shared/session/probe.test.ts',
    'src/shared/ui/light/dialog/Probe.test.tsx',
    'src/app/bootstrap/probe.test.ts',
  ])('a test file may import the mock backend and the test support: %s', async (file) => {
    expect(await restricted(MOCK, file)).toBe(0);
    expect(await restricted(SUPPORT, file)).toBe(0);
  }, 30_000);

  it.each(['src/features/privilege/screens/Probe.tsx', 'src/shared/session/probe.ts', 'src/shared/ui/light/dialog/Probe.tsx', 'src/app/bootstrap/probe.ts', 'src/main.tsx'])(
    'product code may import neither: %s',
    async (file) => {
      expect(await restricted(MOCK, file)).toBe(1);
      expect(await restricted(SUPPORT, file)).toBe(1);
    },
    30_000,
  );

  it('a feature test imports no other feature, nor does a test of shared code', async () => {
    expect(await restricted(OTHER_FEATURE, 'src/features/privilege/screens/Probe.test.tsx')).toBe(1);
    expect(await restricted(OTHER_FEATURE, 'src/shared/session/probe.test.tsx')).toBe(1);
    expect(await restricted(OTHER_FEATURE, 'src/features/history/screens/Probe.test.tsx')).toBe(0);
  }, 30_000);
});

/** The UI-kit rule of eslint.config.js: Mantine stays out of first-route files, and only there. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const PROBE = "import { Button } from '@mantine/core';\nexport const probe = Button;\n";

async function mantineErrors(filePath: string): Promise<number> {
  const [result] = await eslint.lintText(PROBE, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('UI-kit lint rule', () => {
  it.each([
    'src/features/auth/screens/Probe.tsx',
    'src/features/privilege/screens/PrivilegeListScreen.tsx',
    'src/features/privilege/ui/PrivilegeCard.tsx',
    'src/app/layouts/header/Probe.tsx',
    'src/shared/ui/dialog/Probe.tsx',
  ])('refuses Mantine in %s', async (file) => {
    expect(await mantineErrors(file)).toBe(1);
  }, 30_000);

  it.each(['src/features/privilege/screens/SearchPrivilegeScreen.tsx', 'src/features/other/screens/Probe.tsx', 'src/shared/address/Probe.tsx'])(
    'allows Mantine in %s',
    async (file) => {
      expect(await mantineErrors(file)).toBe(0);
    },
    30_000,
  );
});

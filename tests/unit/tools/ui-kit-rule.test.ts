/**
 * The UI-kit rules of eslint.config.js: Mantine is imported only inside src/shared/ui, and the
 * first-route files use light widgets only (never a Mantine-backed one).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LIGHT_SCREENS } from '../../../config/ui-kits.mjs';

const eslint = new ESLint();
const DIRECT = "import { Button } from '@mantine/core';\nexport const probe = Button;\n";
const DIRECT_CSS = "import '@mantine/core/styles/Button.css';\nexport const probe = 1;\n";
const WIDGET = "import { Button } from '@/shared/ui/mantine/buttons';\nexport const probe = Button;\n";

async function errors(code: string, filePath: string, rule: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).length;
}

describe('UI-kit lint rules', () => {
  it.each([
    'src/features/auth/screens/Probe.tsx',
    'src/features/privilege/screens/PrivilegeListScreen.tsx',
    'src/features/privilege/ui/PrivilegeCard.tsx',
    'src/app/layouts/header/Probe.tsx',
    'src/shared/ui/light/dialog/Probe.tsx',
    ...LIGHT_SCREENS,
  ])('refuses Mantine-backed widgets in the first-route file %s', async (file) => {
    expect(await errors(WIDGET, file, 'no-restricted-syntax')).toBe(1);
  }, 30_000);

  it.each(['src/features/account/screens/ProfileEditScreen.tsx', 'src/features/account/screens/Probe.tsx', 'src/domains/address/Probe.tsx'])(
    'allows Mantine-backed widgets in %s',
    async (file) => {
      expect(await errors(WIDGET, file, 'no-restricted-syntax')).toBe(0);
      expect(await errors(WIDGET, file, 'no-restricted-imports')).toBe(0);
    },
    30_000,
  );

  it.each([
    'src/features/account/screens/ProfileEditScreen.tsx',
    'src/features/account/screens/Probe.tsx',
    'src/domains/address/Probe.tsx',
    'src/app/layouts/Probe.tsx',
    'src/main.tsx',
  ])('refuses @mantine/* (components and CSS) outside src/shared/ui: %s', async (file) => {
    expect(await errors(DIRECT, file, 'no-restricted-imports')).toBe(1);
    expect(await errors(DIRECT_CSS, file, 'no-restricted-imports')).toBe(1);
  }, 30_000);

  it('allows @mantine/* inside the Mantine-backed widgets', async () => {
    expect(await errors(DIRECT, 'src/shared/ui/mantine/Probe.tsx', 'no-restricted-imports')).toBe(0);
    expect(await errors(DIRECT, 'src/shared/ui/mantine/Probe.tsx', 'no-restricted-syntax')).toBe(0);
  }, 30_000);
});

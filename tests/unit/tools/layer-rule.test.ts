/**
 * The layers of src/ in eslint.config.js: app → features → domains → shared. A feature imports
 * domains, shared code and itself, never another feature nor the app shell; a domain module imports
 * shared code and other domains, never a feature nor the app shell; shared code imports neither
 * domains, features nor the app shell; no product file imports the mock.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function refusals(request: string, filePath: string): Promise<number> {
  const code = `import { probe } from '${request}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('layer lint rules', () => {
  it.each([
    ['src/features/account/ui/Probe.tsx', '@/domains/address/address-format'],
    ['src/features/account/ui/Probe.tsx', '@/shared/routing/paths'],
    ['src/features/account/ui/Probe.tsx', '@/features/account/ui/menu-groups'],
    ['src/domains/address/Probe.tsx', '@/domains/partners/partner-start'],
    ['src/domains/address/Probe.tsx', '@/shared/lib/storage'],
    ['src/shared/lib/Probe.ts', '@/shared/routing/paths'],
    ['src/app/layouts/Probe.tsx', '@/features/account/ui/menu-groups'],
  ])('%s may import %s', async (file, request) => {
    expect(await refusals(request, file)).toBe(0);
  }, 30_000);

  it.each([
    ['src/features/account/ui/Probe.tsx', '@/features/privilege/lib/eligibility'],
    ['src/features/account/ui/Probe.tsx', '../../../features/privilege/lib/eligibility'],
    ['src/features/account/ui/Probe.tsx', '@/app/router/route-table'],
    ['src/features/account/ui/Probe.tsx', '@mocks/signing'],
    ['src/domains/address/Probe.tsx', '@/features/account/ui/menu-groups'],
    ['src/domains/address/Probe.tsx', '@/app/router/route-table'],
    ['src/domains/address/Probe.tsx', '../../features/account/ui/menu-groups'],
    ['src/domains/address/Probe.tsx', '@mocks/signing'],
    ['src/shared/lib/Probe.ts', '@/domains/address/address-format'],
    ['src/shared/lib/Probe.ts', '../../domains/address/address-format'],
    ['src/shared/lib/Probe.ts', '@/features/account/ui/menu-groups'],
    ['src/shared/ui/light/Probe.tsx', '@/domains/partners/partner-start'],
    ['src/shared/config/Probe.ts', '@mocks/liff/mock-liff'],
    ['src/app/bootstrap/Probe.tsx', '@mocks/browser'],
    ['src/shared/liff/Probe.ts', '../../../mocks/liff/mock-liff'],
  ])('%s may not import %s', async (file, request) => {
    expect(await refusals(request, file)).toBe(1);
  }, 30_000);
});

/** The refresh rule of eslint.config.js: queries are invalidated in src/shared/api/refresh.ts and nowhere else in src/. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const PROBE = [
  "import { queryClient } from '@/shared/api/query-client';",
  "import { getGetPointQueryKey } from '@/generated/customer/customer';",
  'void queryClient.invalidateQueries({ queryKey: getGetPointQueryKey() });',
  'const { invalidateQueries } = queryClient;',
  'export { invalidateQueries };',
  '',
].join('\n');

async function refreshErrors(filePath: string): Promise<number> {
  const [result] = await eslint.lintText(PROBE, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties').length;
}

describe('refresh lint rule', () => {
  it.each(['src/features/game/screens/Probe.tsx', 'src/shared/session/probe.ts', 'src/shared/api/probe.ts', 'src/app/router/probe.ts'])(
    'refuses invalidateQueries (a call and a destructuring) in %s',
    async (file) => {
      expect(await refreshErrors(file)).toBe(2);
    },
    30_000,
  );

  it('allows it in src/shared/api/refresh.ts', async () => {
    expect(await refreshErrors('src/shared/api/refresh.ts')).toBe(0);
  }, 30_000);
});

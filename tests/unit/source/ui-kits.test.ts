/**
 * The lists of which kit applies where agree: the route metadata marks each screen's kit,
 * config/ui-kits.mjs derives the screen lists from it and keeps the other light-only files, the lint
 * rule and the budget check read it, and src/app/README.md "UI kits" names each light screen.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_ROUTES, LIGHT_ROUTES } from '../../../config/budgets.mjs';
import { FIRST_ROUTE_SCREENS, LIGHT_KIT_DIR, LIGHT_ONLY_FILES, LIGHT_SCREENS, MANTINE_KIT_DIR, importRequestOf, screenFile } from '../../../config/ui-kits.mjs';
import { SCREENS } from '@/shared/routing/route-meta.mjs';

/** A glob of LIGHT_ONLY_FILES (`**`, `*`, `{a,b}`) as a matcher. */
const glob = (pattern: string) => {
  const source = pattern
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]*)\}/g, (_, alts: string) => `(${alts.split(',').join('|')})`)
    .replace(/\*\*\//g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\0/g, '(?:.*/)?');
  const re = new RegExp(`^${source}$`);
  return (file: string) => re.test(file);
};

const readme = readFileSync('src/app/README.md', 'utf8');
const kitSection = readme.slice(readme.indexOf('## UI kits'), readme.indexOf('## Messages'));
const screenName = (file: string) => file.replace(/^.*\//, '').replace(/\.tsx$/, '');

describe('UI-kit lists', () => {
  it('name files that exist', () => {
    for (const file of [...Object.values(FIRST_ROUTE_SCREENS), ...LIGHT_SCREENS]) expect(existsSync(file), file).toBe(true);
  });

  it('are the budget check (the lint rule: tests/unit/tools/ui-kit-rule.test.ts)', () => {
    for (const file of LIGHT_SCREENS) expect(LIGHT_ONLY_FILES).toContain(file);
    expect(LIGHT_ROUTES).toEqual(LIGHT_SCREENS.map(importRequestOf));
    for (const [name, file] of Object.entries(FIRST_ROUTE_SCREENS)) expect(FIRST_ROUTES[name]?.[0]).toBe(importRequestOf(file));
  });

  it('read their globs as ESLint does', () => {
    expect(glob('src/features/auth/**/*.{ts,tsx}')('src/features/auth/screens/VerifyScreen.tsx')).toBe(true);
    expect(glob('src/features/auth/**/*.{ts,tsx}')('src/features/auth/x.ts')).toBe(true);
    expect(glob('src/features/privilege/ui/{PrivilegeCard,TypeBadge}.tsx')('src/features/privilege/ui/TypeBadge.tsx')).toBe(true);
    expect(glob('src/features/privilege/ui/{PrivilegeCard,TypeBadge}.tsx')('src/features/privilege/ui/Other.tsx')).toBe(false);
    expect(glob('src/app/**/*.{ts,tsx}')('src/features/app/x.ts')).toBe(false);
  });

  it('agree with the route metadata: a screen file the light-only globs match is marked first or light, and back', () => {
    const globs = LIGHT_ONLY_FILES.filter((pattern) => pattern.includes('*') || !pattern.includes('/screens/'));
    const lightOnly = (file: string) => globs.some((pattern) => glob(pattern)(file));
    const kitOf = new Map(Object.values(SCREENS).map((meta) => [screenFile(meta.screen), 'kit' in meta ? meta.kit : 'mantine']));
    for (const [file, kit] of kitOf) {
      if (lightOnly(file)) expect(['first', 'light'], `${file} is light-only by ${globs.find((pattern) => glob(pattern)(file))}`).toContain(kit);
      if (kit !== 'mantine') expect([...Object.values(FIRST_ROUTE_SCREENS), ...LIGHT_SCREENS]).toContain(file);
    }
    expect(Object.keys(FIRST_ROUTES).sort()).toEqual(Object.keys(FIRST_ROUTE_SCREENS).sort());
    expect(Object.keys(FIRST_ROUTES)).toContain('privilegeList');
    expect(Object.keys(FIRST_ROUTES)).toContain('login');
  });

  it('are described in src/app/README.md', () => {
    for (const file of LIGHT_SCREENS) expect(kitSection).toContain(`\`${screenName(file)}\``);
    expect(kitSection).toContain('config/ui-kits.mjs');
  });

  it('tell the kits apart by folder: src/shared/ui holds light/, mantine/ and the shared tokens only', () => {
    const dirs = readdirSync('src/shared/ui', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `src/shared/ui/${d.name}`);
    expect(dirs.sort()).toEqual([LIGHT_KIT_DIR, MANTINE_KIT_DIR, 'src/shared/ui/theme'].sort());
  });
});

/** Source files of src/ (recursively), the tests beside them left out. */
function sources(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(`${dir}/${d.name}`) : /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [`${dir}/${d.name}`] : [],
  );
}

describe('each widget exists once', () => {
  it('the one-time code boxes are used only by the shared verify-and-resend widget', () => {
    const users = sources().filter((file) => /from '(@\/shared\/ui\/light\/otp|\.)\/OtpInput'/.test(readFileSync(file, 'utf8')));
    expect(users).toEqual(['src/shared/ui/light/otp/OtpVerify.tsx']);
  });

  it('buttons, skeletons and placeholders come from the light kit, never Mantine', () => {
    const mantineBacked = sources('src/shared/ui/mantine').map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(mantineBacked).not.toMatch(/export \{[^}]*\b(Button|Skeleton)\b[^}]*\} from '@mantine\/core'/);
  });

  it('the light button has one height', () => {
    const css = readFileSync('src/shared/ui/light/button/Button.module.css', 'utf8');
    expect(css.match(/min-height:\s*[^;]+/g)).toEqual(['min-height: 50px']);
    expect(css).not.toMatch(/data-size/);
  });

  it('one empty state, one tabs widget, one select: Mantine exports no SegmentedControl or NativeSelect, features define no empty state', () => {
    const mantineBacked = sources('src/shared/ui/mantine').map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(mantineBacked).not.toMatch(/export \{[^}]*\b(SegmentedControl|NativeSelect|Tabs)\b[^}]*\} from '@mantine\/core'/);
    const ownEmpty = sources().filter((file) => !file.startsWith('src/shared/ui/') && /function (EmptyState|EmptyList)\b/.test(readFileSync(file, 'utf8')));
    expect(ownEmpty).toEqual([]);
  });

  it('one text field, one dialog, one close button: Mantine exports no TextInput, Modal or CloseButton, and no file outside the kit builds its own dialog', () => {
    const mantineFiles = sources('src/shared/ui/mantine');
    const mantineBacked = mantineFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(mantineBacked).not.toMatch(/\b(TextInput|Modal|Drawer|Dialog)\b/);
    expect(mantineBacked).not.toMatch(/export \{[^}]*\bCloseButton\b[^}]*\} from '@mantine\/core'/);
    expect(mantineFiles).not.toContain('src/shared/ui/mantine/Modal.ts');
    // Every dialog of a screen is the light kit's: a dialog role is written only by the Dialog itself.
    const ownDialogs = sources().filter((file) => file !== 'src/shared/ui/light/dialog/Dialog.tsx' && /role=\{?["'](alert)?dialog["']/.test(readFileSync(file, 'utf8')));
    expect(ownDialogs).toEqual([]);
  });

  it("Mantine's provider is mounted in one module, by the shell's host (no screen wraps itself)", () => {
    const mounting = sources().filter((file) => /<MantineProvider\b/.test(readFileSync(file, 'utf8')));
    expect(mounting).toEqual(['src/shared/ui/mantine/provider.tsx']);
    expect(sources().filter((file) => /withMantine|MantineScope/.test(readFileSync(file, 'utf8')))).toEqual([]);
    const hosts = sources('src/app').filter((file) => /<MantineHost\b/.test(readFileSync(file, 'utf8')));
    expect(hosts.sort()).toEqual(['src/app/layouts/BlankLayout.tsx', 'src/app/layouts/DefaultLayout.tsx']);
  });

});


// @vitest-environment node
/**
 * Sanitised HTML is a type of its own, rendered by one component: nothing can edit it as text after
 * sanitising, and no other file sets inner HTML. The `@ts-expect-error` lines are checked by
 * `tsc --noEmit` (the typecheck step): each fails the typecheck if it ever compiles.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, type SafeHtml as Sanitised } from '@/shared/lib/sanitize-html';
import { SafeHtml } from '@/shared/ui/light/html/SafeHtml';

/** Never called: only its types matter. */
export function typeChecks(safe: Sanitised) {
  // @ts-expect-error string methods are not available on sanitised HTML
  safe.replace(/<h1/g, '<h4');
  // @ts-expect-error sanitised HTML is not a string
  const text: string = safe;
  // @ts-expect-error it cannot be concatenated into a template as markup of its own
  const joined: Sanitised = `${text}<p>x</p>`;
  // @ts-expect-error the component takes sanitised HTML only, never a plain string
  const raw = <SafeHtml html="<p>raw</p>" />;
  const fine = <SafeHtml html={sanitizeHtml('<p>x</p>')} />;
  return [joined, raw, fine];
}

const ROOT = 'src';
const RENDERER = 'src/shared/ui/light/html/SafeHtml.tsx';
const SANITISER = 'src/shared/lib/sanitize-html.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative('.', path).split('\\').join('/')] : [];
  });
}

/** Source text without comments. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('safe HTML', () => {
  it('only the SafeHtml component sets inner HTML', () => {
    const offenders = files(ROOT).filter((path) => path !== RENDERER && /dangerouslySetInnerHTML|\.innerHTML\s*=(?!=)/.test(code(readFileSync(path, 'utf8'))));
    expect(offenders).toEqual([]);
  });

  it('only the SafeHtml component unwraps sanitised HTML', () => {
    const offenders = files(ROOT).filter((path) => path !== RENDERER && path !== SANITISER && /\bsafeMarkup\b/.test(code(readFileSync(path, 'utf8'))));
    expect(offenders).toEqual([]);
  });
});

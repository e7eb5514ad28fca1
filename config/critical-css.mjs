/**
 * The CSS a prerendered screen needs, cut from the build's stylesheets (config/prerender.mjs). A
 * screen's CSS lives in its lazily loaded chunks, where one CSS module is often copied into several
 * chunks; this keeps each rule once, and only the rules whose selector can match the HTML: at least
 * one selector of the list whose classes all appear in it. `@media` / `@supports` blocks are cut the
 * same way; `@keyframes` are kept when their name is used by a kept rule.
 */

/** Top-level blocks of a stylesheet: `{ prelude, body }` (body without the outer braces), or a bare `@rule;`. */
function blocks(css) {
  const out = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let i = 0; i < css.length; i += 1) {
    const ch = css[i];
    if (ch === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (ch === '}') {
      depth -= 1;
      if (depth === 0) {
        out.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      out.push({ prelude: css.slice(start, i + 1).trim(), body: null });
      start = i + 1;
    }
  }
  return out;
}

const classesOf = (selector) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

function selectorMatches(selectorList, used) {
  return selectorList.split(',').some((selector) => {
    const names = classesOf(selector);
    return names.length > 0 && names.every((name) => used.has(name));
  });
}

function cut(css, used, kept) {
  let out = '';
  for (const { prelude, body } of blocks(css)) {
    if (body === null || prelude.startsWith('@keyframes') || prelude.startsWith('@font-face') || prelude.startsWith('@import')) continue;
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      const inner = cut(body, used, kept);
      if (inner) out += `${prelude}{${inner}}`;
      continue;
    }
    const rule = `${prelude}{${body}}`;
    if (kept.has(rule) || !selectorMatches(prelude, used)) continue;
    kept.add(rule);
    out += rule;
  }
  return out;
}

/** The class names used by some HTML. */
export function usedClasses(htmls) {
  return new Set(htmls.flatMap((html) => [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean))));
}

/**
 * @param {string[]} stylesheets CSS texts, in a stable order
 * @param {Set<string>} used class names of the HTML
 */
export function criticalCss(stylesheets, used) {
  const kept = new Set();
  const rules = stylesheets.map((css) => cut(css, used, kept)).join('');
  const keyframes = stylesheets
    .flatMap((css) => blocks(css).filter((b) => b.body !== null && b.prelude.startsWith('@keyframes')))
    .filter(({ prelude }) => rules.includes(prelude.slice('@keyframes'.length).trim()))
    .map(({ prelude, body }) => `${prelude}{${body}}`);
  return rules + [...new Set(keyframes)].join('');
}

// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import DOMPurify from 'dompurify';
import { MAX_NESTING_DEPTH, safeMarkup, sanitizeHtml as sanitizeToSafe } from '@/shared/lib/sanitize-html';

/** The markup `SafeHtml` would render for `dirty`. */
const sanitizeHtml = (dirty: string): string => safeMarkup(sanitizeToSafe(dirty)).__html;

/** Repository root (/work/main), derived from this file so the cwd does not matter. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const XSS_CORPUS_PATH = path.resolve(REPO_ROOT, '../shared/corpora/xss-corpus.json');

/** Elements that must never survive sanitising. */
const DANGEROUS_TAGS = new Set([
  'script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'frame', 'frameset',
  'style', 'form', 'svg', 'math', 'noscript', 'applet',
]);

/** Attributes that take a URL. */
const URL_ATTRIBUTES = new Set([
  'href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'cite', 'data',
  'codebase', 'dynsrc', 'lowsrc', 'ping', 'srcset',
]);

/** URL schemes that can run script or render attacker HTML. */
const DANGEROUS_URL = /^(?:javascript:|vbscript:|data:text\/html)/;

/** Whitespace and controls a browser ignores inside a scheme. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_NOISE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** Parses HTML as the app would render it (inert template content). */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** All elements with their depth (top level = 1), template contents included. */
function elementsWithDepth(root: ParentNode): Array<{ element: Element; depth: number }> {
  const found: Array<{ element: Element; depth: number }> = [];
  const pending: Array<{ parent: ParentNode; depth: number }> = [{ parent: root, depth: 1 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    for (const element of Array.from(item.parent.children)) {
      found.push({ element, depth: item.depth });
      pending.push({ parent: element, depth: item.depth + 1 });
      if (element instanceof HTMLTemplateElement) pending.push({ parent: element.content, depth: item.depth + 1 });
    }
  }
  return found;
}

/** Maximum element depth of some HTML once parsed (0 when it holds no element). */
function maxDepth(html: string): number {
  return elementsWithDepth(parse(html)).reduce((max, { depth }) => Math.max(max, depth), 0);
}

/** Everything unsafe in the parsed DOM of `html`; an empty list means safe. */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const { element, depth } of elementsWithDepth(parse(html))) {
    const tag = element.localName;
    if (DANGEROUS_TAGS.has(tag)) problems.push(`<${tag}>`);
    if (depth >= MAX_NESTING_DEPTH) problems.push(`<${tag}> at depth ${depth}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (name === 'style') problems.push(`${tag}[style]`);
      if (!URL_ATTRIBUTES.has(name)) continue;
      const candidates = name === 'srcset' ? attribute.value.split(',') : [attribute.value];
      for (const candidate of candidates) {
        const compact = candidate.replace(URL_NOISE, '').toLowerCase();
        if (DANGEROUS_URL.test(compact)) problems.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return problems;
}

/** `<div>` nested `levels` deep around a marker text. */
function nestedDivs(levels: number, marker = 'deepest'): string {
  return `${'<div>'.repeat(levels)}${marker}${'</div>'.repeat(levels)}`;
}

describe('the DOM safety check used by these tests', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<img src="data:text/html,x">',
    '<iframe></iframe>',
    nestedDivs(255),
  ])('flags unsanitised %j', (payload) => {
    expect(unsafeParts(payload)).not.toEqual([]);
  });

  it('does not flag dangerous words in text or inert attributes', () => {
    expect(unsafeParts('<p title="javascript:alert(1)">&lt;script&gt; onerror=</p><img alt="javascript:">')).toEqual([]);
  });
});

describe('sanitizeHtml: own payloads', () => {
  const payloads: Array<[string, string]> = [
    ['script element', '<p>hi</p><script>alert(1)</script>'],
    ['script with src', '<script src="https://evil.example/x.js"></script>'],
    ['img onerror', '<img src="x" onerror="alert(1)">'],
    ['uppercase event handler', '<IMG SRC=x ONERROR=alert(1)>'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['body onload', '<body onload="alert(1)">text</body>'],
    ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
    ['javascript: href, mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['javascript: href with entity colon', '<a href="javascript&colon;alert(1)">x</a>'],
    ['javascript: href with numeric entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['javascript: href with tab and newline', '<a href="jav&#x09;ascr&#x0A;ipt:alert(1)">x</a>'],
    ['javascript: href with leading spaces and controls', '<a href=" &#x01; javascript:alert(1)">x</a>'],
    ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data:text/html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['data:text/html on img', '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['object data', '<object data="javascript:alert(1)"></object>'],
    ['embed src', '<embed src="javascript:alert(1)">'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['base href', '<base href="https://evil.example/"><a href="/x">x</a>'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ['style expression', '<div style="width: expression(alert(1))">x</div>'],
    ['style element', '<style>body{background:url("javascript:alert(1)")}</style>'],
    ['form action and button formaction', '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>'],
    ['math href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
    ['frameset', '<frameset><frame src="javascript:alert(1)"></frameset>'],
    ['frameset after content', '<p>a</p><frameset><frame src="javascript:alert(1)"></frameset>'],
    ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['nested 254 levels', nestedDivs(254)],
    ['nested 255 levels', nestedDivs(255)],
    ['nested 256 levels', nestedDivs(256)],
    ['nested 600 levels', nestedDivs(600)],
  ];

  it.each(payloads)('%s leaves a safe DOM', (_label, payload) => {
    expect(unsafeParts(sanitizeHtml(payload))).toEqual([]);
  });

  it('keeps harmless content', () => {
    const html =
      '<p>สวัสดี <b>สมาชิก</b></p><ul><li><a href="https://example.com/a">a</a></li>' +
      '<li><a href="/privilege/privilege-list">b</a></li><li><a href="mailto:help@example.com">c</a></li>' +
      '<li><a href="tel:1888">d</a></li></ul><img src="https://cdn.example.com/p.png" alt="โปรโมชั่น">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps raster data: images', () => {
    const html = '<img src="data:image/png;base64,iVBORw0KGgo=">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes unsafe URLs but keeps the element and its text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">คลิก</a>')).toBe('<a>คลิก</a>');
    expect(sanitizeHtml('<a href="ftp://example.com/x">x</a>')).toBe('<a>x</a>');
  });

  it('keeps the text of forbidden wrappers such as form', () => {
    expect(sanitizeHtml('<form><p>ข้อความ</p></form>')).toBe('<p>ข้อความ</p>');
  });

  it('adds rel="noopener noreferrer" to target=_blank links', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_BLANK" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops targets other than _blank and _self', () => {
    expect(sanitizeHtml('<a href="/x" target="_self">x</a>')).toBe('<a href="/x" target="_self">x</a>');
    expect(sanitizeHtml('<a href="/x" target="other-window">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('returns an empty string for a frameset document (no body)', () => {
    expect(sanitizeHtml('<frameset><frame src="https://example.com"></frameset>')).toBe('');
  });

  it('returns an empty string for empty input and plain text unchanged', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('แต้มสะสม 1,000 คะแนน')).toBe('แต้มสะสม 1,000 คะแนน');
  });

  it('keeps its hooks when the global DOMPurify hooks are cleared (private instance)', () => {
    DOMPurify.removeAllHooks();
    const html = '<a href="https://example.com" target="_blank">x</a>';
    expect(sanitizeHtml(html)).toBe(sanitizeHtml(html));
    expect(sanitizeHtml(html)).toContain('rel="noopener noreferrer"');
    expect(unsafeParts(sanitizeHtml(nestedDivs(300)))).toEqual([]);
  });

  it('escapes the input when there is no DOM at all', async () => {
    vi.resetModules();
    vi.stubGlobal('window', undefined);
    try {
      const fresh = await import('@/shared/lib/sanitize-html');
      expect(fresh.safeMarkup(fresh.sanitizeHtml('<b onclick="x()">A & B</b>')).__html).toBe('&lt;b onclick=&quot;x()&quot;&gt;A &amp; B&lt;/b&gt;');
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });

  it('exports the nesting limit', () => {
    expect(MAX_NESTING_DEPTH).toBe(255);
  });
});

describe('sanitizeHtml: nesting depth', () => {
  it('keeps 254 levels with their content', () => {
    const output = sanitizeHtml(nestedDivs(254));
    expect(maxDepth(output)).toBe(254);
    expect(parse(output).textContent).toBe('deepest');
  });

  it.each([255, 256, 600, 1000])('removes level 255 and below for %i levels', (levels) => {
    const output = sanitizeHtml(nestedDivs(levels));
    expect(maxDepth(output)).toBe(254);
    expect(parse(output).textContent).toBe('');
  });

  it('keeps shallow siblings that follow a too-deep subtree', () => {
    const output = sanitizeHtml(`${nestedDivs(300)}<p>after</p>`);
    expect(maxDepth(output)).toBe(254);
    expect(parse(output).lastElementChild?.outerHTML).toBe('<p>after</p>');
  });

  it('counts depth in the sanitised tree, after forbidden wrappers are unwrapped', () => {
    // 10 <form> wrappers are removed (their content kept), so 250 divs end at depth 250.
    const payload = `${'<form>'.repeat(10)}${nestedDivs(250)}${'</form>'.repeat(10)}`;
    const output = sanitizeHtml(payload);
    expect(maxDepth(output)).toBe(250);
    expect(parse(output).textContent).toBe('deepest');
  });

  it('handles mixed elements', () => {
    const payload = `${'<span><b>'.repeat(150)}x${'</b></span>'.repeat(150)}`;
    expect(maxDepth(sanitizeHtml(payload))).toBe(254);
  });
});

describe('sanitizeHtml: shared XSS corpus', () => {
  it.skipIf(!existsSync(XSS_CORPUS_PATH))('leaves a safe DOM for every corpus payload', () => {
    const payloads = JSON.parse(readFileSync(XSS_CORPUS_PATH, 'utf8')) as unknown[];
    expect(payloads.length).toBeGreaterThan(0);
    const failures: string[] = [];
    payloads.forEach((payload, index) => {
      if (typeof payload !== 'string') {
        failures.push(`#${index} is not a string`);
        return;
      }
      const problems = unsafeParts(sanitizeHtml(payload));
      if (problems.length > 0) failures.push(`#${index} ${payload.slice(0, 80)} → ${problems.join(', ')}`);
    });
    expect(failures).toEqual([]);
  });
});

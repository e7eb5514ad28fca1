/** The CSS inlined with the prerendered first screens (config/critical-css.mjs). */
import { describe, expect, it } from 'vitest';
import { criticalCss, usedClasses } from '../../../config/critical-css.mjs';

const used = usedClasses(['<div class="shell-a1 main-b2"><p class="title-c3">x</p></div>', '<span class="line-d4"></span>']);

describe('critical CSS', () => {
  it('reads the class names of the HTML', () => {
    expect([...used].sort()).toEqual(['line-d4', 'main-b2', 'shell-a1', 'title-c3']);
  });

  it('keeps a rule when one selector of its list has all its classes in the HTML', () => {
    const css = '.shell-a1{color:red}.shell-a1 .other-z9{color:blue}.other-z9,.title-c3:hover{color:green}.shell-a1[data-bg="2"] .main-b2{margin:0}a{color:black}';
    expect(criticalCss([css], used)).toBe('.shell-a1{color:red}.other-z9,.title-c3:hover{color:green}.shell-a1[data-bg="2"] .main-b2{margin:0}');
  });

  it('does not take a class for the start of a longer one', () => {
    expect(criticalCss(['.shell-a1x{color:red}.line-d4-wide{color:red}'], used)).toBe('');
  });

  it('keeps each rule once across chunks that copy the same CSS module', () => {
    const module = '.title-c3{font-weight:700}';
    expect(criticalCss([module, `${module}.line-d4{height:8px}`], used)).toBe('.title-c3{font-weight:700}.line-d4{height:8px}');
  });

  it('cuts @media blocks rule by rule and keeps the keyframes a kept rule animates with', () => {
    const css =
      '@media (min-width:600px){.main-b2{padding:24px}.other-z9{padding:0}}@media print{.other-z9{display:none}}' +
      '.line-d4{animation:shimmer-k1 1s infinite}@keyframes shimmer-k1{0%{opacity:.5}to{opacity:1}}@keyframes unused-k2{0%{opacity:0}}';
    expect(criticalCss([css], used)).toBe(
      '@media (min-width:600px){.main-b2{padding:24px}}.line-d4{animation:shimmer-k1 1s infinite}@keyframes shimmer-k1{0%{opacity:.5}to{opacity:1}}',
    );
  });
});

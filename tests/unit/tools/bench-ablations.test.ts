import { readFileSync } from 'node:fs';
import { ABLATIONS } from '../../tools/bench/ablations.mjs';

/**
 * `npm run bench:ab -- --ablate <name>` switches a start-up micro-optimisation off by editing a copy of
 * the tree: each edit's text must be found exactly once in the file as it is now, or the ablation no
 * longer measures what tests/tools/bench/README.md says it does.
 */
describe('the bench ablations', () => {
  it.each(ABLATIONS.flatMap((a) => a.edits.map((edit, i) => [`${a.name} #${i + 1}`, edit] as const)))('%s still finds its text once', (_, edit) => {
    const text = readFileSync(edit.file, 'utf8');
    expect(text.split(edit.from).length - 1).toBe(1);
  });

  it('names each ablation once, with the figures it moves', () => {
    const names = ABLATIONS.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    for (const a of ABLATIONS) expect(a.measures.every((m) => ['login', 'list', 'detail', 'ecode', 'history'].includes(m))).toBe(true);
  });
});

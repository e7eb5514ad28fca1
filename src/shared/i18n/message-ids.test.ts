import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@lang/en.json';
import th from '@lang/th.json';

describe('message ids', () => {
  it('only keys of lang/th.json compile (npm test type-checks this file)', () => {
    const intl = createIntl({ locale: 'th', messages: th, onError: () => undefined });
    expect(intl.formatMessage({ id: 'auth.login.heading' })).toBe(th['auth.login.heading']);
    // @ts-expect-error -- not a key of lang/th.json
    expect(intl.formatMessage({ id: 'no.such.key' })).toBe('no.such.key');
  });

  it('Thai and English have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(th).sort());
  });
});

import { describe, expect, it } from 'vitest';
import { inputModeOf, normaliseInput, toAscii } from '@/shared/lib/normalise-input';

describe('normaliseInput', () => {
  it('turns Thai digits into ASCII digits', () => {
    expect(toAscii('๐๑๒๓๔๕๖๗๘๙')).toBe('0123456789');
    expect(normaliseInput('๑๑๐๑๗๐๐๒๓๐๗๐๘', 'id')).toBe('1101700230708');
  });

  it('turns full-width digits and letters into ASCII', () => {
    expect(toAscii('０１２３４５６７８９')).toBe('0123456789');
    expect(normaliseInput('ＡＢ１２３４５', 'id')).toBe('AB12345');
  });

  it('drops the separators each kind allows, and nothing else', () => {
    expect(normaliseInput('081-234 5678', 'phone')).toBe('0812345678');
    expect(normaliseInput('1-1017-00230-70-8', 'id')).toBe('1101700230708');
    expect(normaliseInput('๑๐ ๑๑๐', 'digits')).toBe('10110');
    expect(normaliseInput('1,500', 'amount')).toBe('1500');
    expect(normaliseInput('๒,๕๐๐', 'amount')).toBe('2500');
    // Left for validation to refuse with a message, not silently removed.
    expect(normaliseInput('AB#12', 'id')).toBe('AB#12');
    expect(normaliseInput('12a', 'digits')).toBe('12a');
    expect(normaliseInput('1,500', 'digits')).toBe('1,500');
  });

  it('keeps Thai letters (only Thai digits are converted)', () => {
    expect(toAscii('กข๑')).toBe('กข1');
  });

  it('names the on-screen keyboard for each kind', () => {
    expect(inputModeOf('phone')).toBe('tel');
    expect(inputModeOf('digits')).toBe('numeric');
    expect(inputModeOf('amount')).toBe('numeric');
    expect(inputModeOf('id')).toBe('text');
  });
});

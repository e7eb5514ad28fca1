import { isValidPassportOrOtherId, isValidThaiMobile, isValidThaiNationalId } from '@/shared/lib/thai-id';

/** Computes the check digit of the first 12 digits (independent re-statement of the rule). */
function withCheckDigit(first12: string): string {
  const sum = [...first12].reduce((acc, digit, i) => acc + Number(digit) * (13 - i), 0);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

describe('isValidThaiNationalId', () => {
  it('accepts 1101700230708 (the spec example)', () => {
    expect(isValidThaiNationalId('1101700230708')).toBe(true);
  });

  it.each(['3100503134566', withCheckDigit('123456789012'), withCheckDigit('000000000000'), withCheckDigit('876543210987')])(
    'accepts %s with a correct check digit',
    (id) => {
      expect(isValidThaiNationalId(id)).toBe(true);
    },
  );

  it('covers every check-digit residue, including the (11 - 0) % 10 and (11 - 1) % 10 cases', () => {
    // sum % 11 === 0 → check 1; sum % 11 === 1 → check 0.
    expect(withCheckDigit('000000000000')).toBe('0000000000001');
    expect(isValidThaiNationalId('0000000000001')).toBe(true);
    expect(isValidThaiNationalId('1000000000000')).toBe(false); // sum 13, 13 % 11 = 2 → check 9
    expect(isValidThaiNationalId('1000000000009')).toBe(true);
  });

  it('rejects every wrong check digit of a valid ID', () => {
    for (let d = 0; d <= 9; d += 1) {
      if (d === 8) continue;
      expect(isValidThaiNationalId(`110170023070${d}`)).toBe(false);
    }
  });

  it.each([
    ['12 digits', '110170023070'],
    ['14 digits', '11017002307080'],
    ['dashes', '1-1017-00230-70-8'],
    ['spaces', ' 1101700230708'],
    ['letters', '110170023070A'],
    ['Thai digits', '๑๑๐๑๗๐๐๒๓๐๗๐๘'],
    ['empty', ''],
  ])('rejects %s', (_label, id) => {
    expect(isValidThaiNationalId(id)).toBe(false);
  });

  it('rejects a non-string at runtime', () => {
    expect(isValidThaiNationalId(undefined as unknown as string)).toBe(false);
  });
});

describe('isValidPassportOrOtherId', () => {
  it.each(['AB123', 'aa1234567', 'P12345678', '1234567890123', 'ABCDEFGHIJKLM'])('accepts %j', (value) => {
    expect(isValidPassportOrOtherId(value)).toBe(true);
  });

  it.each(['AB12', '12345678901234', 'AB-12345', 'AB 12345', 'ก12345', 'ＡＢ12345', 'AB12345!', ''])('rejects %j', (value) => {
    expect(isValidPassportOrOtherId(value)).toBe(false);
  });
});

describe('isValidThaiMobile', () => {
  it.each(['0612345678', '0812345678', '0912345678'])('accepts %j', (value) => {
    expect(isValidThaiMobile(value)).toBe(true);
  });

  it.each(['0212345678', '0712345678', '081234567', '08123456789', '+66812345678', '081-234-5678', '081234567a', ''])(
    'rejects %j',
    (value) => {
      expect(isValidThaiMobile(value)).toBe(false);
    },
  );
});

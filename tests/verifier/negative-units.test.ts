/**
 * The generated negative inputs follow the contract's "Request validation" rules (unit level, no server):
 * which code each broken keyword must be answered with, and which cases a field's schema gives.
 */
import { parseBaseline } from '../../openapi/verifier/baseline';
import { loadContract } from '../../openapi/verifier/contract';
import { fieldCode, negativeCases } from '../../openapi/verifier/negative-inputs';

describe('fieldCode', () => {
  it('reads x-error-code as one code (never for a missing field) or a keyword map with default', () => {
    expect(fieldCode(undefined, 'required')).toBe('VALIDATION_REQUIRED');
    expect(fieldCode(undefined, 'pattern')).toBe('INVALID_FORMAT');
    expect(fieldCode('INVALID_MOBILE', 'maxLength')).toBe('INVALID_MOBILE');
    expect(fieldCode('INVALID_MOBILE', 'required')).toBe('VALIDATION_REQUIRED');
    const card = { required: 'MISSING_INFO', default: 'INVALID_PARTNER_CARD' };
    expect(fieldCode(card, 'required')).toBe('MISSING_INFO');
    expect(fieldCode(card, 'pattern')).toBe('INVALID_PARTNER_CARD');
  });
});

describe('negativeCases', () => {
  it('breaks one keyword of each field, with the code the contract names for it', async () => {
    const contract = await loadContract();
    const cases = negativeCases(contract.operation('requestLoginOtp'), { body: { id_type: 'national_id', id_number: '1101700230708' } });
    const of = (field: string) => cases.filter((c) => c.field === field).map((c) => `${c.what} = ${JSON.stringify(c.value)} → ${c.code}`);
    expect(of('id_number')).toEqual([
      'missing required field = undefined → VALIDATION_REQUIRED',
      'wrong type (a number) = 12345 → INVALID_ALPHANUMERIC',
      'below minLength 5 = "1101" → INVALID_ID_LENGTH',
      'above maxLength 13 = "11017002307088" → INVALID_ID_LENGTH',
      'Thai digits instead of ASCII = "๑๑๐๑๗๐๐๒๓๐๗๐๘" → INVALID_ALPHANUMERIC',
      'full-width digits instead of ASCII = "１１０１７００２３０７０８" → INVALID_ALPHANUMERIC',
      'pattern broken (a symbol) = "110170023070#" → INVALID_ALPHANUMERIC',
    ]);
    expect(of('id_type')).toEqual([
      'missing required field = undefined → VALIDATION_REQUIRED',
      'wrong type (a number) = 12345 → INVALID_FORMAT',
      'unknown enum value = "not_in_the_enum" → INVALID_FORMAT',
    ]);
  });

  it('sends integers in a query as text, and covers bounds and non-ASCII digits', async () => {
    const contract = await loadContract();
    const cases = negativeCases(contract.operation('getPrivilegeList'), { query: {} });
    const pageSize = cases.filter((c) => c.field === 'page_size').map((c) => [c.what, c.value]);
    expect(pageSize).toEqual([
      ['wrong type (letters)', 'abc'],
      ['Thai digits instead of ASCII', '๑๒'],
      ['full-width digits instead of ASCII', '１２'],
      ['wrong type (a fraction)', '1.5'],
      ['below minimum 1', '0'],
      ['above maximum 50', '51'],
    ]);
  });
});

describe('parseBaseline', () => {
  it('refuses an entry without an expiry date or with a malformed one', () => {
    expect(() => parseBaseline({ accepted: [{ operationId: 'a', name: 'b', reason: 'c' }] })).toThrow('"expires" must be a date YYYY-MM-DD');
    expect(() => parseBaseline({ accepted: [{ operationId: 'a', name: 'b', reason: 'c', expires: '31/12/2026' }] })).toThrow('"expires"');
    expect(() => parseBaseline([])).toThrow('expected {"accepted"');
    expect(parseBaseline({ accepted: [{ operationId: 'a', name: 'b', reason: 'c', expires: '2026-12-31' }] })).toHaveLength(1);
  });
});

import { maskId, maskMobile } from '@/shared/lib/mask-id';

describe('maskId', () => {
  it.each([
    // 13-digit national ID: x-xxxx-xxxx + 10th digit, 11th–12th, 13th.
    ['1101700230708', 'x-xxxx-xxxx0-70-8'],
    ['3100503134566', 'x-xxxx-xxxx4-56-6'],
    ['1-1017-00230-70-8', 'x-xxxx-xxxx0-70-8'],
    [' 1 1017 00230 70 8 ', 'x-xxxx-xxxx0-70-8'],
    // 9 characters: xxxxx + last four.
    ['AA1234567', 'xxxxx4567'],
    ['123456789', 'xxxxx6789'],
    ['AA-123 4567', 'xxxxx4567'],
    // Anything else: xxxx + last four.
    ['P1234567', 'xxxx4567'],
    ['AB12345678', 'xxxx5678'],
    ['X123456789012', 'xxxx9012'], // 13 characters but not all digits
    ['11017002307080', 'xxxx7080'], // 14 digits
    ['12345', 'xxxx2345'],
    ['1234', 'xxxx1234'],
    ['123', 'xxxx123'],
    ['', 'xxxx'],
  ])('masks %j as %j', (input, expected) => {
    expect(maskId(input)).toBe(expected);
  });

  it('never reveals more than the last four characters of a non-ID value', () => {
    expect(maskId('SECRET-PASSPORT-9876')).toBe('xxxx9876');
  });
});

describe('maskMobile', () => {
  it.each([
    ['0812345678', '08x-xxx-5678'],
    ['081-234-5678', '08x-xxx-5678'],
    ['081 234 5678', '08x-xxx-5678'],
    ['+66812345678', '08x-xxx-5678'],
    ['66912345678', '09x-xxx-5678'],
    ['021234567', 'xxxx4567'],
    ['12', 'xxxx12'],
  ])('masks %j as %j', (input, expected) => {
    expect(maskMobile(input)).toBe(expected);
  });
});

import { hmacSha256Hex } from '@/shared/api/hmac';
import { signRequest } from '@/shared/api/signature';
import { createHmac } from 'node:crypto';

const bytes = (length: number, value: number) => new Uint8Array(length).fill(value);

// RFC 4231, HMAC-SHA-256 results of test cases 1, 2 and 6.
const cases: Array<[string, Uint8Array | string, string, string]> = [
  [
    'case 1',
    bytes(20, 0x0b),
    'Hi There',
    'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
  ],
  [
    'case 2',
    'Jefe',
    'what do ya want for nothing?',
    '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  ],
  [
    'case 6',
    bytes(131, 0xaa),
    'Test Using Larger Than Block-Size Key - Hash Key First',
    '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
  ],
];

describe('hmacSha256Hex (RFC 4231)', () => {
  it.each(cases)('%s', async (_name, key, message, expected) => {
    expect(await hmacSha256Hex(key, message)).toBe(expected);
  });
});

describe('signRequest', () => {
  it('signs the token followed by the timestamp, lower-case hex', async () => {
    const expected = createHmac('sha256', 'k3y').update('abc.def.ghi' + '1700000000').digest('hex');
    const signature = await signRequest('k3y', 'abc.def.ghi', '1700000000');
    expect(signature).toBe(expected);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when the timestamp changes', async () => {
    const a = await signRequest('k', 't', '1');
    const b = await signRequest('k', 't', '2');
    expect(a).not.toBe(b);
  });
});

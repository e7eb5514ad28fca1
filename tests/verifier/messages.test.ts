/** Error texts against the contract's x-error-catalogue: exact by default, relaxed on request, Thai always Thai. */
import { loadContract, type CatalogueEntry } from '../../openapi/verifier/contract';
import { checkMessages } from '../../openapi/verifier/messages';
import { parseScenarioFile } from '../../openapi/verifier/scenarios';

let catalogue: CatalogueEntry[];
let outOfStock: CatalogueEntry;

beforeAll(async () => {
  catalogue = (await loadContract()).catalogue;
  outOfStock = catalogue.find((c) => c.code === 'OUT_OF_STOCK') as CatalogueEntry;
});

const body = (th: string, en: string, code = 'OUT_OF_STOCK') => ({ code, message: { th, en } });

describe('error texts vs the catalogue', () => {
  it('reads the catalogue texts from the contract', () => {
    expect(outOfStock).toMatchObject({ status: 409, th: expect.stringMatching(/[\u0E00-\u0E7F]/), en: expect.any(String) });
  });

  it('exact: the catalogue texts pass, anything else is named with the catalogue text', () => {
    expect(checkMessages(body(outOfStock.th, outOfStock.en), catalogue, 'exact')).toEqual([]);
    expect(checkMessages(body(outOfStock.en, outOfStock.en), catalogue, 'exact')).toEqual([
      {
        path: '$.message.th',
        message: `expected the catalogue text ${JSON.stringify(outOfStock.th)} for OUT_OF_STOCK, got ${JSON.stringify(outOfStock.en)} (not Thai)`,
      },
    ]);
    expect(checkMessages(body(`${outOfStock.th} (2)`, 'Sold out.'), catalogue, 'exact').map((m) => m.path)).toEqual([
      '$.message.th',
      '$.message.en',
    ]);
  });

  it('relaxed: the catalogue text plus detail passes; other wording and English in th do not', () => {
    const detailed = body(`${outOfStock.th}: PRV000109`, `${outOfStock.en.replace(/\.$/, '')}: none left for PRV000109.`);
    expect(checkMessages(detailed, catalogue, 'relaxed')).toEqual([]);
    expect(checkMessages(detailed, catalogue, 'exact')).toHaveLength(2);
    expect(checkMessages(body(outOfStock.th, outOfStock.en.toUpperCase()), catalogue, 'relaxed')).toEqual([]);
    expect(checkMessages(body(outOfStock.en, 'Sold out.'), catalogue, 'relaxed')).toEqual([
      {
        path: '$.message.th',
        message: `expected text containing the catalogue text ${JSON.stringify(outOfStock.th)} for OUT_OF_STOCK, got ${JSON.stringify(outOfStock.en)} (not Thai)`,
      },
      {
        path: '$.message.en',
        message: `expected text containing the catalogue text ${JSON.stringify(outOfStock.en)} for OUT_OF_STOCK, got "Sold out."`,
      },
    ]);
  });

  it('still asks for non-empty texts, and Thai in th when the code is not in the catalogue', () => {
    expect(checkMessages({ code: 'OUT_OF_STOCK', message: { th: ' ', en: outOfStock.en } }, catalogue, 'relaxed')).toEqual([
      { path: '$.message.th', message: 'expected a non-empty string' },
    ]);
    expect(checkMessages({ code: 'OUT_OF_STOCK' }, catalogue, 'exact')).toHaveLength(2);
    expect(checkMessages(body('ไม่มีของ', 'No stock', 'NO_STOCK'), catalogue, 'exact')).toEqual([]);
    expect(checkMessages(body('No stock', 'No stock', 'NO_STOCK'), catalogue, 'relaxed')).toEqual([
      { path: '$.message.th', message: 'expected Thai text, got "No stock"' },
    ]);
  });

  it('a scenario file may choose the mode; anything but exact / relaxed is refused', () => {
    expect(parseScenarioFile({ messages: 'relaxed', scenarios: [] }).messages).toBe('relaxed');
    expect(parseScenarioFile({ scenarios: [] }).messages).toBeUndefined();
    expect(() => parseScenarioFile({ messages: 'loose', scenarios: [] })).toThrow(/"messages" must be one of "exact", "relaxed"/);
  });
});

/**
 * Error bodies the runtime answers by itself (forced faults, unknown API paths).
 * The texts are copies of the contract's `x-error-catalogue`; tests/mock/faults.test.ts
 * checks they still equal it.
 */
export interface RuntimeErrorBody {
  code: string;
  message: { th: string; en: string };
}

export const GENERIC_ERROR_BODY: RuntimeErrorBody = {
  code: 'GENERIC_ERROR',
  message: {
    th: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้งภายหลัง',
    en: 'An error occurred. Please try again later.',
  },
};

export const NOT_FOUND_BODY: RuntimeErrorBody = {
  code: 'NOT_FOUND',
  message: {
    th: 'ไม่พบรายการที่ต้องการ',
    en: 'The requested item was not found.',
  },
};

/** Status of each body above, as the catalogue gives it. */
export const RUNTIME_ERROR_STATUS = { GENERIC_ERROR: 500, NOT_FOUND: 404 } as const;

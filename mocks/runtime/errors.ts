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

/** A system behind the API (partner, SMS gateway, stock) is down: the `unavailable` fault. */
export const SYSTEM_DISCONNECT_BODY: RuntimeErrorBody = {
  code: 'SYSTEM_DISCONNECT',
  message: {
    th: 'ระบบขาดการเชื่อมต่อ',
    en: 'System disconnect.',
  },
};

export const NOT_FOUND_BODY: RuntimeErrorBody = {
  code: 'NOT_FOUND',
  message: {
    th: 'ไม่พบรายการที่ต้องการ',
    en: 'The requested item was not found.',
  },
};

/** A request body over the size limit (`MAX_REQUEST_BODY_BYTES`). */
export const PAYLOAD_TOO_LARGE_BODY: RuntimeErrorBody = {
  code: 'PAYLOAD_TOO_LARGE',
  message: {
    th: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป',
    en: 'The data sent is too large.',
  },
};

/** Status of each body above, as the catalogue gives it. */
export const RUNTIME_ERROR_STATUS = { GENERIC_ERROR: 500, SYSTEM_DISCONNECT: 503, NOT_FOUND: 404, PAYLOAD_TOO_LARGE: 413 } as const;

/**
 * The largest request body the mock takes, in every runtime: the server stops reading beyond it and
 * the handlers are not run; the answer is `413 PAYLOAD_TOO_LARGE` (the contract's body limit).
 */
export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;

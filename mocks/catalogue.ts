/**
 * The error catalogue of the contract (openapi/loyalty.yaml `x-error-catalogue`) as data:
 * every ErrorCode with its HTTP status and the exact Thai / English message the mock puts in
 * ErrorBody.message. tests/mock/catalogue.test.ts keeps it equal to the contract.
 */
export const CATALOGUE = [
  { code: 'GENERIC_ERROR', status: 500, th: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้งภายหลัง', en: 'An error occurred. Please try again later.' },
  { code: 'SYSTEM_DISCONNECT', status: 503, th: 'ระบบขาดการเชื่อมต่อ', en: 'System disconnect.' },
  { code: 'UNAUTHORIZED', status: 401, th: 'กรุณาเข้าสู่ระบบอีกครั้ง', en: 'Please sign in again.' },
  { code: 'INVALID_SIGNATURE', status: 401, th: 'ลายเซ็นของคำขอไม่ถูกต้อง', en: 'The request signature is invalid.' },
  { code: 'SIGNATURE_EXPIRED', status: 401, th: 'คำขอหมดอายุแล้ว กรุณาลองใหม่อีกครั้ง', en: 'The request has expired. Please try again.' },
  { code: 'FORBIDDEN', status: 403, th: 'คุณไม่มีสิทธิ์ใช้บริการนี้', en: 'You are not allowed to use this service.' },
  { code: 'NOT_FOUND', status: 404, th: 'ไม่พบรายการที่ต้องการ', en: 'The requested item was not found.' },
  { code: 'PAYLOAD_TOO_LARGE', status: 413, th: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป', en: 'The data sent is too large.' },
  { code: 'VALIDATION_REQUIRED', status: 400, th: 'กรุณากรอกข้อมูล', en: 'Required field.' },
  { code: 'INVALID_EMAIL', status: 400, th: 'กรุณากรอกอีเมลให้ถูกต้อง', en: 'Please enter a valid email address.' },
  { code: 'INVALID_ALPHANUMERIC', status: 400, th: 'กรุณากรอกเฉพาะตัวอักษรและตัวเลขเท่านั้น', en: 'Please enter only letters and numbers.' },
  { code: 'INVALID_ID_LENGTH', status: 400, th: 'กรุณากรอกข้อมูล 5 ถึง 13 ตัวอักษรเท่านั้น', en: 'Please enter characters from 5 to 13 only.' },
  { code: 'INVALID_MOBILE', status: 400, th: 'กรุณากรอกหมายเลขโทรศัพท์มือถือให้ถูกต้อง', en: 'Please enter a valid mobile number.' },
  { code: 'INVALID_TRANSFER_PHONE', status: 400, th: 'กรุณากรอกหมายเลขโทรศัพท์ 10 หลัก', en: 'A 10-digit phone number is required.' },
  { code: 'INVALID_PARTNER_CARD', status: 400, th: 'กรุณากรอกเลขบัตรประจำตัวประชาชน 13 หลัก', en: 'A 13-digit national ID is required.' },
  { code: 'LOGIN_INVALID', status: 400, th: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบข้อมูลอีกครั้ง', en: 'Invalid information. Please review the information again.' },
  { code: 'OTP_INVALID', status: 400, th: 'รหัส OTP ไม่ถูกต้อง กรุณาตรวจสอบและลองใหม่อีกครั้ง', en: 'OTP code invalid, please review and try again.' },
  { code: 'OTP_INCORRECT', status: 400, th: 'รหัส OTP ไม่ถูกต้อง', en: 'OTP code is incorrect.' },
  { code: 'OTP_EXPIRED', status: 400, th: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่', en: 'The OTP code has expired. Please request a new one.' },
  { code: 'THAI_ID_REQUIRED', status: 403, th: 'การแลกคะแนนรองรับเฉพาะผู้ใช้ที่มีบัตรประจำตัวประชาชนไทยเท่านั้น', en: 'Point redemption only supported for users with a Thai National ID.' },
  { code: 'POINTS_NOT_ENOUGH', status: 422, th: 'คะแนนของคุณไม่เพียงพอ', en: 'Your point is not enough.' },
  { code: 'REDEMPTION_CRITERIA_NOT_MET', status: 422, th: 'คุณไม่ตรงตามเงื่อนไขการแลกคะแนน', en: 'Does not meet the points redemption criteria.' },
  { code: 'OUT_OF_STOCK', status: 409, th: 'สินค้าหมดแล้ว', en: 'Out of stock.' },
  { code: 'REDEMPTION_LIMIT_REACHED', status: 409, th: 'คุณแลกครบตามจำนวนสิทธิ์แล้ว', en: 'Redemption limit reached.' },
  { code: 'IDEMPOTENCY_KEY_REUSED', status: 409, th: 'คำขอนี้ถูกใช้ไปแล้วด้วยข้อมูลที่ต่างกัน', en: 'This request was already used with different details.' },
  { code: 'PARTNER_MEMBER_NOT_FOUND', status: 404, th: 'ไม่พบข้อมูลสมาชิกของพันธมิตร กรุณาติดต่อศูนย์บริการลูกค้าของพันธมิตร', en: 'Partner membership not found. Please contact the partner contact centre.' },
  { code: 'PARTNER_MEMBER_SUSPENDED', status: 403, th: 'สมาชิกภาพของพันธมิตรถูกระงับ', en: 'Partner membership suspended.' },
  { code: 'INVALID_FORMAT', status: 400, th: 'รูปแบบข้อมูลไม่ถูกต้อง', en: 'Invalid Format.' },
  { code: 'INVALID_INFORMATION', status: 400, th: 'ข้อมูลไม่ถูกต้อง [เลขบัตรประชาชน, หมายเลขโทรศัพท์มือถือ]', en: 'Invalid Information [CitizenID, MobileNo].' },
  { code: 'MISSING_INFO', status: 400, th: 'ข้อมูลไม่ครบถ้วน [บัตรสมาชิกพันธมิตร]', en: 'Missing Info [PartnerCard].' },
  { code: 'INVALID_TRANSFER_RATE', status: 422, th: 'อัตราการโอนคะแนนไม่ถูกต้อง', en: 'Invalid Transfer Rate.' },
  { code: 'REDEMPTION_MISMATCH_CONDITIONS', status: 422, th: 'การแลกคะแนนไม่ตรงตามเงื่อนไข [คะแนนพันธมิตร, รหัสพันธมิตร]', en: 'Points redemption mismatch conditions [PartnerPoint, PartnerID].' },
  { code: 'TRANSFER_UNSUCCESSFUL', status: 422, th: 'การโอนคะแนนของคุณไม่สำเร็จ', en: 'Your points transfer was unsuccessful.' },
  { code: 'SEARCH_NOT_FOUND', status: 404, th: 'ขออภัย ไม่พบคำที่คุณค้นหา', en: 'Sorry, the word you were searching was not found.' },
  { code: 'DEFAULT_ADDRESS_ALREADY_SET', status: 409, th: 'คุณได้ตั้งค่าที่อยู่จัดส่งหลักนี้ไว้แล้ว', en: 'You already set the default delivery address.' },
  { code: 'CUSTOMER_DELETED', status: 403, th: 'บัญชีนี้ไม่สามารถใช้งานได้แล้ว', en: 'This account is no longer active.' },
  { code: 'CUSTOMER_NOT_REGISTERED', status: 403, th: 'กรุณาสมัครสมาชิกก่อน', en: 'Please register as a member first.' },
  { code: 'OTP_RESEND_TOO_SOON', status: 429, th: 'กรุณารอสักครู่ก่อนขอรหัส OTP ใหม่', en: 'Please wait a moment before requesting a new OTP code.' },
  { code: 'OTP_RESEND_LIMIT', status: 429, th: 'คุณขอรหัส OTP ใหม่เกินจำนวนครั้งที่กำหนดแล้ว กรุณาเริ่มทำรายการใหม่ภายหลัง', en: 'You have requested too many new OTP codes. Please start again later.' },
  { code: 'INVALID_BIRTH_DATE', status: 400, th: 'กรุณาระบุวันเกิดที่มีอยู่จริงและไม่เป็นวันในอนาคต', en: 'Please enter a real date of birth that is not in the future.' },
  { code: 'INVALID_NAME', status: 400, th: 'กรุณากรอกชื่อเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษเท่านั้น', en: 'Please enter your name in Thai or English letters only.' },
  { code: 'EMAIL_REQUIRED_FOR_OPT_IN', status: 400, th: 'กรุณาเพิ่มอีเมลในข้อมูลส่วนตัวก่อนเปิดรับข่าวสารทางอีเมล', en: 'Please add an email address to your profile before turning on email news.' },
] as const;

export type ErrorCodeName = (typeof CATALOGUE)[number]['code'];

export interface CatalogueEntry {
  code: ErrorCodeName;
  status: number;
  th: string;
  en: string;
}

const BY_CODE = new Map<string, CatalogueEntry>(CATALOGUE.map((entry) => [entry.code, entry]));

/** The catalogue row of a code (throws for a code that is not in the catalogue). */
export function catalogueEntry(code: ErrorCodeName): CatalogueEntry {
  const entry = BY_CODE.get(code);
  if (!entry) throw new Error(`unknown error code ${code}`);
  return entry;
}

/** The dev panel's own few strings, Thai and English (follows localStorage 'lang'; default Thai). */
export type PanelLang = 'th' | 'en';

const en = {
  pill: 'MOCK',
  title: 'Mock backend',
  open: 'Open mock backend controls',
  close: 'Close',
  demo: 'Demo login',
  nationalId: 'National ID',
  otp: 'OTP',
  data: 'Data',
  reset: 'Reset mock data',
  resetConfirm: 'Reset all mock data to the seed and reload?',
  consent: 'Terms and PDPA',
  publishTerms: 'Publish new terms version',
  publishPdpa: 'Publish new PDPA version',
  published: 'Published (the page reloads)',
  termsVersion: 'terms',
  pdpaVersion: 'PDPA',
  publishFailed: 'Could not publish',
  clock: 'Mock clock',
  plusHour: '+1 hour',
  plusDay: '+1 day',
  clockReset: 'Now',
  faults: 'Force a fault',
  operation: 'Operation',
  allOperations: 'Every API call (*)',
  kind: 'Fault',
  serverError: 'Server error (500)',
  timeout: 'Timeout (no answer)',
  network: 'Network failure',
  lostAnswer: 'Carried out, answer lost',
  gateway502: 'Carried out, then gateway 502 (HTML)',
  gateway504: 'Carried out, then gateway 504 (HTML)',
  once: 'Next call only',
  apply: 'Apply',
  clear: 'Clear faults',
  active: 'Active',
  none: 'none',
  latency: 'Simulated latency (150-400 ms)',
  line: 'LINE (LIFF)',
  lineInClient: 'Inside LINE',
  lineExternal: 'External browser',
  lineUnavailable: 'LINE APIs unavailable',
  lineReload: 'A choice reloads the page.',
};

type Messages = typeof en;

const th: Messages = {
  pill: 'MOCK',
  title: 'ระบบจำลอง (mock)',
  open: 'เปิดตัวควบคุมระบบจำลอง',
  close: 'ปิด',
  demo: 'บัญชีทดลองเข้าสู่ระบบ',
  nationalId: 'เลขบัตรประชาชน',
  otp: 'OTP',
  data: 'ข้อมูล',
  reset: 'รีเซ็ตข้อมูลจำลอง',
  resetConfirm: 'รีเซ็ตข้อมูลจำลองทั้งหมดและโหลดหน้าใหม่?',
  consent: 'ข้อกำหนดและ PDPA',
  publishTerms: 'ประกาศข้อกำหนดฉบับใหม่',
  publishPdpa: 'ประกาศนโยบาย PDPA ฉบับใหม่',
  published: 'ประกาศแล้ว (หน้าจะโหลดใหม่)',
  termsVersion: 'ข้อกำหนด',
  pdpaVersion: 'PDPA',
  publishFailed: 'ประกาศไม่สำเร็จ',
  clock: 'นาฬิกาจำลอง',
  plusHour: '+1 ชั่วโมง',
  plusDay: '+1 วัน',
  clockReset: 'ปัจจุบัน',
  faults: 'บังคับให้เกิดข้อผิดพลาด',
  operation: 'คำขอ',
  allOperations: 'ทุกคำขอ API (*)',
  kind: 'ข้อผิดพลาด',
  serverError: 'เซิร์ฟเวอร์ผิดพลาด (500)',
  timeout: 'หมดเวลา (ไม่ตอบกลับ)',
  network: 'เครือข่ายล้มเหลว',
  lostAnswer: 'ทำรายการแล้วแต่คำตอบหาย',
  gateway502: 'ทำรายการแล้ว แต่เกตเวย์ตอบ 502 (HTML)',
  gateway504: 'ทำรายการแล้ว แต่เกตเวย์ตอบ 504 (HTML)',
  once: 'เฉพาะคำขอถัดไป',
  apply: 'ใช้',
  clear: 'ล้างข้อผิดพลาด',
  active: 'ที่ใช้อยู่',
  none: 'ไม่มี',
  latency: 'หน่วงเวลาจำลอง (150-400 ms)',
  line: 'LINE (LIFF)',
  lineInClient: 'เปิดในแอป LINE',
  lineExternal: 'เปิดในเบราว์เซอร์ภายนอก',
  lineUnavailable: 'LINE API ใช้งานไม่ได้',
  lineReload: 'เลือกแล้วหน้าจะโหลดใหม่',
};

export type MessageKey = keyof Messages;

export function panelLang(): PanelLang {
  try {
    return globalThis.localStorage?.getItem('lang') === 'en' ? 'en' : 'th';
  } catch {
    return 'th';
  }
}

export function t(key: MessageKey, lang: PanelLang = panelLang()): string {
  return (lang === 'en' ? en : th)[key];
}

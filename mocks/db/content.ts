/** Activities, articles, games and public documents of the simulated programme. */
import { ABOUT_HTML, ABOUT_TITLE } from './about';
import { bangkok } from './clock';
import type { ActivityRecord, DocumentRecord } from './schemas';

const A = (
  n: number,
  kind: ActivityRecord['kind'],
  title: [string, string],
  summary: [string, string],
  body: [string, string],
  starts: string,
  ends: string,
  points: number,
  gameId?: string,
): ActivityRecord => ({
  activity_id: `ACT${String(n).padStart(6, '0')}`,
  kind,
  title: { th: title[0], en: title[1] },
  summary: { th: summary[0], en: summary[1] },
  body_html: { th: body[0], en: body[1] },
  image_url: `/images/activities/${kind}.svg`,
  starts_at: bangkok(starts),
  ends_at: bangkok(ends),
  points_reward: points,
  ...(gameId ? { game_id: gameId } : {}),
  featured: false,
});

/** How to take part, per entry (activities and games). */
const HOW_TO: Record<string, [string, string]> = {
  ACT000031: ['<ol><li>กดปุ่ม "ร่วมกิจกรรม" เพื่อเปิดแบบทดสอบ</li><li>ตอบคำถาม 5 ข้อภายในสัปดาห์</li><li>ตอบถูกครบ รับ 50 คะแนนภายใน 3 วันทำการ</li></ol>', '<ol><li>Tap "Take part" to open the quiz</li><li>Answer the five questions within the week</li><li>All correct earns 50 points within 3 business days</li></ol>'],
  ACT000032: ['<ol><li>เปิดเมนู "ชวนเพื่อน"</li><li>แชร์ลิงก์หรือคิวอาร์โค้ดให้เพื่อน</li><li>เพื่อนสมัครสำเร็จ รับ 100 คะแนน</li></ol>', '<ol><li>Open "Refer a friend"</li><li>Share your link or QR code</li><li>Earn 100 points when a friend registers</li></ol>'],
  ACT000033: ['<ol><li>ชำระค่าบริการก่อนวันครบกำหนด</li><li>รับคะแนน 2 เท่าในรอบบิลถัดไป</li></ol>', '<ol><li>Pay your bill before the due date</li><li>Double points arrive with your next bill</li></ol>'],
  ACT000034: ['<ol><li>เปิดแอปทุกวันแล้วกดเช็กอิน</li><li>ครบ 7 วันติดต่อกัน รับ 30 คะแนน</li></ol>', '<ol><li>Open the app every day and check in</li><li>Seven days in a row earns 30 points</li></ol>'],
  ACT000051: ['<ol><li>กด "เล่นเกม"</li><li>จับคู่ไอคอนให้ครบภายใน 60 วินาที</li><li>รับ 20 คะแนนต่อรอบที่ชนะ</li></ol>', '<ol><li>Tap "Play"</li><li>Match every pair within 60 seconds</li><li>Earn 20 points for each round you win</li></ol>'],
  ACT000052: ['<ol><li>กด "เล่นเกม"</li><li>หมุนวงล้อได้วันละ 1 ครั้ง</li></ol>', '<ol><li>Tap "Play"</li><li>Spin once a day</li></ol>'],
  ACT000053: ['<ol><li>กด "เล่นเกม"</li><li>ตอบคำถาม 10 ข้อให้เร็วที่สุด</li></ol>', '<ol><li>Tap "Play"</li><li>Answer ten questions as fast as you can</li></ol>'],
};
/** Entries in the featured row. */
const FEATURED = new Set(['ACT000031', 'ACT000051', 'ACT000033']);
/** Activities that run on another site: the detail's button opens it. */
const CTA_URL: Record<string, string> = { ACT000031: 'https://www.example.com/privilege/weekly-quiz' };

export function seedContent(): { activities: ActivityRecord[]; documents: DocumentRecord[] } {
  const activities: ActivityRecord[] = [
    A(31, 'activity', ['ตอบคำถามประจำสัปดาห์', 'Weekly quiz'], ['ตอบถูกรับ 50 คะแนน', 'Answer correctly to earn 50 points'], ['<p>ตอบคำถาม 5 ข้อเกี่ยวกับบริการของเรา ตอบถูกครบรับ 50 คะแนน</p>', '<p>Answer five questions about our services. All correct earns 50 points.</p>'], '2026-11-01T00:00', '2027-12-31T23:59', 50),
    A(32, 'activity', ['ชวนเพื่อนสมัครสมาชิก', 'Invite a friend'], ['รับ 100 คะแนนต่อเพื่อน 1 คน', 'Earn 100 points per friend'], ['<p>แชร์ลิงก์แนะนำเพื่อน เมื่อเพื่อนสมัครสำเร็จรับ 100 คะแนน</p>', '<p>Share your referral link. Earn 100 points when a friend registers.</p>'], '2026-10-01T00:00', '2027-12-31T23:59', 100),
    A(33, 'activity', ['ชำระค่าบริการตรงเวลา', 'Pay your bill on time'], ['รับคะแนนพิเศษ 2 เท่า', 'Earn double points'], ['<p>ชำระค่าบริการก่อนวันครบกำหนด รับคะแนน 2 เท่าของยอดชำระ</p>', '<p>Pay before the due date and earn double points on the amount paid.</p>'], '2026-09-01T00:00', '2027-06-30T23:59', 200),
    A(34, 'activity', ['เช็กอินรายวัน', 'Daily check-in'], ['เช็กอินครบ 7 วันรับ 30 คะแนน', 'Seven check-ins earn 30 points'], ['<p>เข้าแอปและกดเช็กอินทุกวัน ครบ 7 วันติดต่อกันรับ 30 คะแนน</p>', '<p>Open the app and check in every day. Seven days in a row earns 30 points.</p>'], '2026-11-15T00:00', '2027-12-31T23:59', 30),
    A(41, 'article', ['5 วิธีใช้คะแนนให้คุ้มที่สุด', '5 ways to get the most from your points'], ['เคล็ดลับการแลกคะแนน', 'Tips for redeeming points'], ['<h2>ใช้คะแนนให้คุ้ม</h2><ol><li>ติดตามสิทธิพิเศษใหม่ทุกสัปดาห์</li><li>แลกก่อนคะแนนหมดอายุ</li><li>ใช้สิทธิ์ 0 คะแนน</li><li>ร่วมลุ้นโชค</li><li>โอนคะแนนให้พันธมิตร</li></ol>', '<h2>Get more from your points</h2><ol><li>Check new privileges every week</li><li>Redeem before points expire</li><li>Use 0-point privileges</li><li>Join the lucky draws</li><li>Transfer points to partners</li></ol>'], '2026-11-10T09:00', '2027-12-31T23:59', 0),
    A(42, 'article', ['รู้จักระดับสมาชิก', 'Understanding member tiers'], ['คลาสสิก ซิลเวอร์ โกลด์ แพลทินัม', 'Classic, Silver, Gold, Platinum'], ['<p>ระดับสมาชิกขึ้นกับยอดใช้บริการต่อปี ระดับที่สูงขึ้นเปิดสิทธิพิเศษเพิ่ม</p>', '<p>Your tier depends on your yearly spending. Higher tiers unlock more privileges.</p>'], '2026-10-20T09:00', '2027-12-31T23:59', 0),
    A(43, 'article', ['ระวังมิจฉาชีพขอรหัส OTP', 'Never share your OTP'], ['เจ้าหน้าที่ไม่เคยขอรหัส OTP', 'Staff never ask for your code'], ['<p>รหัส OTP ใช้สำหรับยืนยันตัวตนของคุณเท่านั้น อย่าบอกรหัสแก่ผู้อื่น</p>', '<p>The one-time code only confirms it is you. Never tell anyone your code.</p>'], '2026-09-05T09:00', '2027-12-31T23:59', 0),
    A(51, 'game', ['เกมจับคู่ไอคอน', 'Icon match'], ['จับคู่ครบรับ 20 คะแนน', 'Match them all to earn 20 points'], ['<p>จับคู่ไอคอนให้ครบภายใน 60 วินาที</p>', '<p>Match every icon pair within 60 seconds.</p>'], '2026-11-05T00:00', '2027-12-31T23:59', 20, 'GAM000007'),
    A(52, 'game', ['หมุนวงล้อนำโชค', 'Lucky wheel'], ['หมุนวันละครั้ง ลุ้นสูงสุด 100 คะแนน', 'One spin a day, up to 100 points'], ['<p>หมุนวงล้อวันละ 1 ครั้ง รับคะแนน 5 ถึง 100 คะแนน</p>', '<p>Spin once a day to win 5 to 100 points.</p>'], '2026-10-25T00:00', '2027-12-31T23:59', 100, 'GAM000008'),
    A(53, 'game', ['เกมตอบคำถามเร็ว', 'Speed quiz'], ['ตอบเร็วได้คะแนนมาก', 'Faster answers earn more'], ['<p>ตอบคำถาม 10 ข้อให้เร็วที่สุด</p>', '<p>Answer ten questions as fast as you can.</p>'], '2026-11-12T00:00', '2027-12-31T23:59', 50, 'GAM000009'),
    A(35, 'activity', ['ลุ้นรางวัลวันลอยกระทง', 'Loy Krathong lucky draw'], ['ร่วมสนุกรับ 20 คะแนน', 'Join in to earn 20 points'], ['<p>ร่วมตอบคำถามวันลอยกระทง รับ 20 คะแนน</p>', '<p>Answer the Loy Krathong question to earn 20 points.</p>'], '2026-11-01T00:00', '2026-11-06T23:59', 20),
  ];
  for (const a of activities) {
    a.featured = FEATURED.has(a.activity_id);
    const howTo = HOW_TO[a.activity_id];
    if (howTo) a.how_to_html = { th: howTo[0], en: howTo[1] };
    const url = CTA_URL[a.activity_id];
    if (url) a.cta_url = url;
  }
  const doc = (kind: DocumentRecord['kind'], title: [string, string], html: [string, string], version: string): DocumentRecord => ({
    kind,
    title: { th: title[0], en: title[1] },
    html: { th: html[0], en: html[1] },
    version,
    updated_at: bangkok('2026-10-01T00:00'),
  });
  const documents: DocumentRecord[] = [
    doc('terms', ['ข้อกำหนดและเงื่อนไข', 'Terms and conditions'], ['<h1>ข้อกำหนดและเงื่อนไข</h1><p>สมาชิกต้องปฏิบัติตามเงื่อนไขการใช้สิทธิพิเศษ</p><ul><li>คะแนนไม่สามารถแลกเป็นเงินสดได้</li><li>คะแนนหมดอายุทุกสิ้นปีตามที่แสดงในแอป</li></ul>', '<h1>Terms and conditions</h1><p>Members must follow the privilege terms of use.</p><ul><li>Points cannot be exchanged for cash.</li><li>Points expire at the end of the year shown in the app.</li></ul>'], '3.1'),
    doc('privacy', ['นโยบายความเป็นส่วนตัว', 'Privacy policy'], ['<h1>นโยบายความเป็นส่วนตัว</h1><p>เราเก็บและใช้ข้อมูลส่วนบุคคลของคุณตาม พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคล</p>', '<h1>Privacy policy</h1><p>We collect and use your personal data under the Personal Data Protection Act.</p>'], '2.0'),
    doc('privilege_terms', ['เงื่อนไขการใช้สิทธิพิเศษ', 'Privilege terms'], ['<h1>เงื่อนไขการใช้สิทธิพิเศษ</h1><p>การแลกคะแนนรองรับเฉพาะผู้ใช้ที่มีบัตรประจำตัวประชาชนไทย อีโค้ดมีอายุ 60 นาที</p>', '<h1>Privilege terms</h1><p>Point redemption is for Thai national ID holders only. E-codes are valid for 60 minutes.</p>'], '1.4'),
    doc('game_terms', ['กติกาการเล่นเกม', 'Game rules'], ['<h1>กติกาการเล่นเกม</h1><p>รับคะแนนจากเกมได้วันละไม่เกิน 100 คะแนน</p>', '<h1>Game rules</h1><p>Games earn at most 100 points a day.</p>'], '1.0'),
    doc('how_to_member', ['วิธีสมัครสมาชิก', 'How to become a member'], ['<h1>วิธีสมัครสมาชิก</h1><ol><li>กรอกเลขบัตรประชาชนหรือหนังสือเดินทาง</li><li>ยืนยันรหัส OTP</li><li>ยอมรับเงื่อนไข</li></ol>', '<h1>How to become a member</h1><ol><li>Enter your national ID or passport number</li><li>Confirm the one-time code</li><li>Accept the terms</li></ol>'], '1.2'),
    doc('about', ABOUT_TITLE, ABOUT_HTML, '2.0'),
  ];
  return { activities, documents };
}

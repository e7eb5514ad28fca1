/**
 * The privilege catalogue of the simulated programme: categories and 48 privileges across
 * e-codes, delivered goods, subscription add-on packs and lucky draws. Brands are fictional.
 *
 * Notable records (used by mocks/SCENARIOS.md and the tests):
 * - PRV000101 e-code, 500 points, limit 2 — the everyday demo privilege.
 * - PRV000103, PRV000305, PRV000603, PRV000707: 0 points.
 * - PRV000104 limit 1, already redeemed once by the demo member → REDEMPTION_LIMIT_REACHED.
 * - PRV000109 remaining_stock 0 → OUT_OF_STOCK. PRV000105, PRV000204, PRV000504, PRV000708: low stock.
 * - PRV000502 platinum only → REDEMPTION_CRITERIA_NOT_MET for the (gold) demo member.
 * - PRV000208 costs 300,000 points → POINTS_NOT_ENOUGH for the demo member (250,000 points).
 * - PRV999999 a broken record, hidden from the list → 500 GENERIC_ERROR on detail and redeem.
 * Every privilege is `thai_id_only: true`: point redemption needs a Thai national ID (docs/spec.md §1).
 */
import type { CategoryRecord, PrivilegeRecord } from './schemas';

type Tier = 'classic' | 'silver' | 'gold' | 'platinum';
type Kind = 'ecode' | 'delivery' | 'subscription';

export const CATEGORIES: CategoryRecord[] = [
  { category_id: 'food_drink', name: { th: 'อาหารและเครื่องดื่ม', en: 'Food & drinks' }, icon: '/images/privileges/food_drink.svg', order: 1 },
  { category_id: 'shopping', name: { th: 'ช้อปปิ้ง', en: 'Shopping' }, icon: '/images/privileges/shopping.svg', order: 2 },
  { category_id: 'telecom', name: { th: 'แพ็กเกจเสริม', en: 'Telecom add-ons' }, icon: '/images/privileges/telecom.svg', order: 3 },
  { category_id: 'travel', name: { th: 'ท่องเที่ยว', en: 'Travel' }, icon: '/images/privileges/travel.svg', order: 4 },
  { category_id: 'entertainment', name: { th: 'บันเทิง', en: 'Entertainment' }, icon: '/images/privileges/entertainment.svg', order: 5 },
  { category_id: 'lifestyle', name: { th: 'ไลฟ์สไตล์', en: 'Lifestyle' }, icon: '/images/privileges/lifestyle.svg', order: 6 },
  { category_id: 'lucky_draw', name: { th: 'ลุ้นโชค', en: 'Lucky draws' }, icon: '/images/privileges/lucky_draw.svg', order: 7 },
];

interface Row {
  id: string;
  type: Kind;
  lucky?: boolean;
  category: string;
  th: string;
  en: string;
  partnerTh: string;
  partnerEn: string;
  cost: number;
  stock: number;
  limit?: number;
  minTier?: Tier;
  until: string;
  /** One line of detail (th / en) for the description. */
  detailTh: string;
  detailEn: string;
}

const ROWS: Row[] = [
  // ── food & drinks ──
  { id: 'PRV000101', type: 'ecode', category: 'food_drink', th: 'ส่วนลด 50 บาท ที่ร้านกาแฟ', en: 'THB 50 off at the coffee shop', partnerTh: 'ร้านกาแฟดี', partnerEn: 'Kafae Dee', cost: 500, stock: 120, limit: 2, until: '2027-12-31', detailTh: 'รับส่วนลด 50 บาท เมื่อซื้อเครื่องดื่มใดก็ได้ที่ร้านกาแฟดีทุกสาขา', detailEn: 'Get THB 50 off any drink at every Kafae Dee branch.' },
  { id: 'PRV000102', type: 'ecode', category: 'food_drink', th: 'ชานมไข่มุก ซื้อ 1 แถม 1', en: 'Bubble milk tea, buy 1 get 1', partnerTh: 'บ้านชา', partnerEn: 'Baan Cha', cost: 300, stock: 80, until: '2027-12-31', detailTh: 'ซื้อชานมไข่มุกแก้วใหญ่ 1 แก้ว รับฟรีอีก 1 แก้ว', detailEn: 'Buy one large bubble milk tea and get a second one free.' },
  { id: 'PRV000103', type: 'ecode', category: 'food_drink', th: 'ท็อปปิ้งฟรี 1 อย่าง', en: 'One free topping', partnerTh: 'ข้าวมันไก่เฮง', partnerEn: 'Heng Chicken Rice', cost: 0, stock: 500, limit: 1, until: '2027-12-31', detailTh: 'รับท็อปปิ้งฟรี 1 อย่าง เมื่อสั่งข้าวมันไก่จานใดก็ได้ ไม่ต้องใช้คะแนน', detailEn: 'A free topping with any chicken-rice dish. No points needed.' },
  { id: 'PRV000104', type: 'ecode', category: 'food_drink', th: 'ส่วนลดพิซซ่า 100 บาท', en: 'THB 100 off pizza', partnerTh: 'พิซซ่าแม่มา', partnerEn: 'Pizza Mama', cost: 800, stock: 60, limit: 1, until: '2027-12-31', detailTh: 'ลด 100 บาท เมื่อสั่งพิซซ่าถาดกลางขึ้นไป', detailEn: 'THB 100 off a medium pizza or larger.' },
  { id: 'PRV000105', type: 'ecode', category: 'food_drink', th: 'โดนัทฟรี 1 ชิ้น', en: 'One free doughnut', partnerTh: 'โดนัทดี', partnerEn: 'Donut Dee', cost: 150, stock: 5, until: '2027-12-31', detailTh: 'รับโดนัทรสใดก็ได้ฟรี 1 ชิ้น', detailEn: 'One free doughnut of any flavour.' },
  { id: 'PRV000106', type: 'ecode', category: 'food_drink', th: 'ส่วนลด 15% ร้านซูชิ', en: '15% off at the sushi bar', partnerTh: 'ซูชิโซระ', partnerEn: 'Sushi Sora', cost: 1200, stock: 90, minTier: 'gold', until: '2027-12-31', detailTh: 'ลด 15% สำหรับอาหารทุกรายการ (ไม่รวมเครื่องดื่มแอลกอฮอล์)', detailEn: '15% off all food (alcoholic drinks excluded).' },
  { id: 'PRV000107', type: 'delivery', category: 'food_drink', th: 'เมล็ดกาแฟคั่วกลาง 250 กรัม', en: 'Medium-roast coffee beans, 250 g', partnerTh: 'ร้านกาแฟดี', partnerEn: 'Kafae Dee', cost: 3500, stock: 40, until: '2027-12-31', detailTh: 'เมล็ดกาแฟอาราบิกาจากดอยช้าง คั่วกลาง จัดส่งถึงบ้าน', detailEn: 'Arabica beans from Doi Chang, medium roast, delivered to your door.' },
  { id: 'PRV000108', type: 'ecode', category: 'food_drink', th: 'ขนมปังอบใหม่ลด 30 บาท', en: 'THB 30 off fresh bread', partnerTh: 'เบเกอรี่บ้านสวน', partnerEn: 'Baan Suan Bakery', cost: 200, stock: 150, until: '2027-12-31', detailTh: 'ลด 30 บาท เมื่อซื้อขนมปังครบ 150 บาท', detailEn: 'THB 30 off when you spend THB 150 on bread.' },
  { id: 'PRV000109', type: 'ecode', category: 'food_drink', th: 'ข้าวเหนียวมะม่วงฟรี', en: 'Free mango sticky rice', partnerTh: 'แม่ศรีขนมไทย', partnerEn: 'Mae Sri Thai Desserts', cost: 200, stock: 0, until: '2027-12-31', detailTh: 'รับข้าวเหนียวมะม่วงฟรี 1 ชุด', detailEn: 'One free set of mango sticky rice.' },
  // ── shopping ──
  { id: 'PRV000201', type: 'ecode', category: 'shopping', th: 'บัตรกำนัล 100 บาท', en: 'THB 100 gift voucher', partnerTh: 'สยามมาร์ท', partnerEn: 'Siam Mart', cost: 1000, stock: 300, until: '2027-12-31', detailTh: 'ใช้แทนเงินสด 100 บาท ที่สยามมาร์ททุกสาขา', detailEn: 'Worth THB 100 at every Siam Mart branch.' },
  { id: 'PRV000202', type: 'ecode', category: 'shopping', th: 'บัตรกำนัล 200 บาท', en: 'THB 200 gift voucher', partnerTh: 'ตลาดดี ซูเปอร์มาร์เก็ต', partnerEn: 'Talad Dee Supermarket', cost: 1800, stock: 200, until: '2027-12-31', detailTh: 'ใช้แทนเงินสด 200 บาท เมื่อซื้อสินค้าครบ 500 บาท', detailEn: 'Worth THB 200 when you spend THB 500.' },
  { id: 'PRV000203', type: 'delivery', category: 'shopping', th: 'กระเป๋าผ้าแคนวาส', en: 'Canvas tote bag', partnerTh: 'ร้านของที่ระลึกสิทธิพิเศษ', partnerEn: 'Privilege shop', cost: 1500, stock: 60, until: '2027-12-31', detailTh: 'กระเป๋าผ้าแคนวาสลายพิเศษของโครงการ', detailEn: 'Canvas tote bag in the programme design.' },
  { id: 'PRV000204', type: 'delivery', category: 'shopping', th: 'หูฟังไร้สายบลูทูธ', en: 'Bluetooth wireless earbuds', partnerTh: 'ซาวด์ดี', partnerEn: 'SoundDee', cost: 12000, stock: 3, minTier: 'silver', until: '2027-12-31', detailTh: 'หูฟังไร้สาย ตัดเสียงรบกวน แบตเตอรี่ 24 ชั่วโมง', detailEn: 'Noise-cancelling wireless earbuds with 24-hour battery.' },
  { id: 'PRV000205', type: 'delivery', category: 'shopping', th: 'กระบอกน้ำเก็บความเย็น', en: 'Insulated water bottle', partnerTh: 'ร้านของที่ระลึกสิทธิพิเศษ', partnerEn: 'Privilege shop', cost: 2500, stock: 35, until: '2027-12-31', detailTh: 'กระบอกน้ำสแตนเลส เก็บความเย็นได้ 24 ชั่วโมง ขนาด 750 มล.', detailEn: 'Stainless bottle keeps drinks cold for 24 hours, 750 ml.' },
  { id: 'PRV000206', type: 'delivery', category: 'shopping', th: 'แบตเตอรี่สำรอง 10,000 mAh', en: 'Power bank 10,000 mAh', partnerTh: 'ชาร์จไว', partnerEn: 'ChargeWai', cost: 6000, stock: 25, limit: 1, until: '2027-12-31', detailTh: 'ชาร์จเร็ว 20W รองรับ USB-C', detailEn: '20 W fast charging with USB-C.' },
  { id: 'PRV000207', type: 'ecode', category: 'shopping', th: 'ส่วนลดเสื้อผ้า 20%', en: '20% off clothing', partnerTh: 'ใหม่ใหม่แฟชั่น', partnerEn: 'Mai Mai Fashion', cost: 700, stock: 100, until: '2027-12-31', detailTh: 'ลด 20% สำหรับสินค้าราคาปกติ', detailEn: '20% off full-price items.' },
  { id: 'PRV000208', type: 'delivery', category: 'shopping', th: 'สมาร์ตโฟนรุ่นใหม่ 256GB', en: 'New smartphone, 256 GB', partnerTh: 'โฟนเวิลด์', partnerEn: 'Phone World', cost: 300000, stock: 2, until: '2027-12-31', detailTh: 'สมาร์ตโฟนรุ่นล่าสุด หน่วยความจำ 256GB', detailEn: 'The latest smartphone with 256 GB storage.' },
  // ── telecom add-ons ──
  { id: 'PRV000301', type: 'subscription', category: 'telecom', th: 'เน็ตเพิ่ม 5GB นาน 7 วัน', en: 'Extra 5 GB data for 7 days', partnerTh: 'โครงการสิทธิพิเศษ', partnerEn: 'Privilege programme', cost: 400, stock: 1000, until: '2027-12-31', detailTh: 'เพิ่มเน็ต 5GB ใช้ได้ 7 วันนับจากวันที่แลก', detailEn: '5 GB of extra data, valid 7 days from redemption.' },
  { id: 'PRV000302', type: 'subscription', category: 'telecom', th: 'เน็ตเพิ่ม 10GB นาน 30 วัน', en: 'Extra 10 GB data for 30 days', partnerTh: 'โครงการสิทธิพิเศษ', partnerEn: 'Privilege programme', cost: 900, stock: 1000, until: '2027-12-31', detailTh: 'เพิ่มเน็ต 10GB ใช้ได้ 30 วัน', detailEn: '10 GB of extra data, valid 30 days.' },
  { id: 'PRV000303', type: 'subscription', category: 'telecom', th: 'โซเชียลไม่อั้น 30 วัน', en: 'Unlimited social apps for 30 days', partnerTh: 'โครงการสิทธิพิเศษ', partnerEn: 'Privilege programme', cost: 600, stock: 1000, until: '2027-12-31', detailTh: 'ใช้แอปโซเชียลยอดนิยมได้ไม่จำกัด 30 วัน', detailEn: 'Unlimited use of popular social apps for 30 days.' },
  { id: 'PRV000304', type: 'subscription', category: 'telecom', th: 'โทรฟรี 60 นาที', en: '60 free call minutes', partnerTh: 'โครงการสิทธิพิเศษ', partnerEn: 'Privilege programme', cost: 250, stock: 1000, until: '2027-12-31', detailTh: 'โทรทุกเครือข่าย 60 นาที ใช้ได้ 30 วัน', detailEn: '60 minutes to any network, valid 30 days.' },
  { id: 'PRV000305', type: 'subscription', category: 'telecom', th: 'เน็ตฟรี 1GB 1 วัน', en: 'Free 1 GB data for 1 day', partnerTh: 'โครงการสิทธิพิเศษ', partnerEn: 'Privilege programme', cost: 0, stock: 5000, limit: 1, until: '2027-12-31', detailTh: 'รับเน็ตฟรี 1GB ใช้ได้ 24 ชั่วโมง ไม่ต้องใช้คะแนน', detailEn: '1 GB of free data for 24 hours. No points needed.' },
  { id: 'PRV000306', type: 'subscription', category: 'telecom', th: 'แพ็กดูวิดีโอสตรีมมิ่ง 30 วัน', en: 'Video streaming pack, 30 days', partnerTh: 'โครงการสิทธิพิเศษ', partnerEn: 'Privilege programme', cost: 1200, stock: 1000, minTier: 'gold', until: '2027-12-31', detailTh: 'ดูวิดีโอสตรีมมิ่งไม่จำกัด 30 วัน', detailEn: 'Unlimited video streaming for 30 days.' },
  { id: 'PRV000310', type: 'subscription', category: 'telecom', th: 'บูสต์ 5G 15GB นาน 30 วัน', en: '5G booster 15 GB for 30 days', partnerTh: 'โครงการสิทธิพิเศษ', partnerEn: 'Privilege programme', cost: 1500, stock: 800, until: '2027-12-31', detailTh: 'เน็ต 5G ความเร็วสูง 15GB ใช้ได้ 30 วัน', detailEn: '15 GB of high-speed 5G data, valid 30 days.' },
  // ── lucky draws ──
  { id: 'PRV000401', type: 'delivery', lucky: true, category: 'lucky_draw', th: 'ลุ้นรับสกู๊ตเตอร์ไฟฟ้า', en: 'Win an electric scooter', partnerTh: 'โครงการสิทธิพิเศษ', partnerEn: 'Privilege programme', cost: 100, stock: 10000, limit: 10, until: '2027-12-31', detailTh: 'ทุก 100 คะแนน = 1 สิทธิ์ลุ้น ประกาศผลทางไลน์ทางการ', detailEn: 'Every 100 points buys one entry. Winners are announced on the official LINE account.' },
  { id: 'PRV000402', type: 'delivery', lucky: true, category: 'lucky_draw', th: 'ลุ้นรับสมาร์ตโฟนรุ่นใหม่', en: 'Win a new smartphone', partnerTh: 'โครงการสิทธิพิเศษ', partnerEn: 'Privilege programme', cost: 200, stock: 10000, until: '2027-12-31', detailTh: 'ทุก 200 คะแนน = 1 สิทธิ์ลุ้น', detailEn: 'Every 200 points buys one entry.' },
  { id: 'PRV000403', type: 'ecode', lucky: true, category: 'lucky_draw', th: 'ลุ้นบัตรกำนัลที่พักภูเก็ต', en: 'Win a Phuket resort voucher', partnerTh: 'อันดามันรีสอร์ต', partnerEn: 'Andaman Resort', cost: 300, stock: 10000, until: '2027-12-31', detailTh: 'ลุ้นรับบัตรที่พัก 2 คืน สำหรับ 2 ท่าน', detailEn: 'Win a two-night stay for two.' },
  { id: 'PRV000412', type: 'delivery', lucky: true, category: 'lucky_draw', th: 'ลุ้นรับสร้อยคอทองคำ', en: 'Win a gold necklace', partnerTh: 'ห้างทองเยาวราช', partnerEn: 'Yaowarat Gold', cost: 100, stock: 10000, until: '2027-12-31', detailTh: 'สร้อยคอทองคำหนัก 1 บาท 10 รางวัล', detailEn: 'Ten one-baht gold necklaces to win.' },
  // ── travel ──
  { id: 'PRV000501', type: 'ecode', category: 'travel', th: 'ส่วนลดโรงแรม 10%', en: '10% off hotel stays', partnerTh: 'สบายดีโฮเทล', partnerEn: 'Sabaidee Hotels', cost: 2000, stock: 150, until: '2027-12-31', detailTh: 'ลด 10% สำหรับการจองห้องพักผ่านเว็บไซต์', detailEn: '10% off rooms booked on the website.' },
  { id: 'PRV000502', type: 'ecode', category: 'travel', th: 'ส่วนลดตั๋วเครื่องบิน 500 บาท', en: 'THB 500 off flights', partnerTh: 'ฟ้าแอร์เวย์', partnerEn: 'Fah Airways', cost: 4500, stock: 50, minTier: 'platinum', until: '2027-12-31', detailTh: 'ลด 500 บาท สำหรับเที่ยวบินภายในประเทศ เฉพาะสมาชิกระดับแพลทินัม', detailEn: 'THB 500 off domestic flights, for Platinum members.' },
  { id: 'PRV000503', type: 'ecode', category: 'travel', th: 'รถเช่าลด 15%', en: '15% off car rental', partnerTh: 'ขับดีคาร์เร้นท์', partnerEn: 'KhapDee Car Rent', cost: 1500, stock: 80, until: '2027-12-31', detailTh: 'ลด 15% เมื่อเช่ารถตั้งแต่ 2 วันขึ้นไป', detailEn: '15% off rentals of two days or more.' },
  { id: 'PRV000504', type: 'ecode', category: 'travel', th: 'บัตรรถไฟฟ้า 1 วัน', en: 'Sky-train day pass', partnerTh: 'สกายเรล', partnerEn: 'Sky Rail', cost: 350, stock: 7, until: '2027-12-31', detailTh: 'เดินทางไม่จำกัดเที่ยว 1 วัน', detailEn: 'Unlimited rides for one day.' },
  { id: 'PRV000505', type: 'delivery', category: 'travel', th: 'หมอนรองคอเดินทาง', en: 'Travel neck pillow', partnerTh: 'ร้านของที่ระลึกสิทธิพิเศษ', partnerEn: 'Privilege shop', cost: 1800, stock: 45, until: '2027-12-31', detailTh: 'หมอนรองคอเมมโมรีโฟม พร้อมถุงเก็บ', detailEn: 'Memory-foam neck pillow with a pouch.' },
  { id: 'PRV000506', type: 'ecode', category: 'travel', th: 'ห้องพักรีสอร์ต 1 คืน', en: 'One resort night', partnerTh: 'อันดามันรีสอร์ต', partnerEn: 'Andaman Resort', cost: 25000, stock: 12, limit: 1, minTier: 'gold', until: '2027-12-31', detailTh: 'ห้องดีลักซ์ 1 คืน พร้อมอาหารเช้าสำหรับ 2 ท่าน', detailEn: 'One night in a deluxe room with breakfast for two.' },
  // ── entertainment ──
  { id: 'PRV000601', type: 'ecode', category: 'entertainment', th: 'ตั๋วหนัง ซื้อ 1 แถม 1', en: 'Movie tickets, buy 1 get 1', partnerTh: 'ซีเนดี', partnerEn: 'Cine Dee', cost: 600, stock: 200, limit: 4, until: '2027-12-31', detailTh: 'ซื้อตั๋วภาพยนตร์ 1 ที่นั่ง รับฟรีอีก 1 ที่นั่ง', detailEn: 'Buy one movie seat and get a second one free.' },
  { id: 'PRV000602', type: 'ecode', category: 'entertainment', th: 'ชุดป๊อปคอร์นลด 50 บาท', en: 'THB 50 off a popcorn combo', partnerTh: 'ซีเนดี', partnerEn: 'Cine Dee', cost: 250, stock: 300, until: '2027-12-31', detailTh: 'ลด 50 บาท สำหรับชุดป๊อปคอร์นและน้ำ', detailEn: 'THB 50 off a popcorn-and-drink combo.' },
  { id: 'PRV000603', type: 'ecode', category: 'entertainment', th: 'รหัสจองบัตรคอนเสิร์ตล่วงหน้า', en: 'Concert presale code', partnerTh: 'ไลฟ์เฟส', partnerEn: 'LiveFest', cost: 0, stock: 400, limit: 1, minTier: 'gold', until: '2027-12-31', detailTh: 'สิทธิ์จองบัตรก่อนใคร สำหรับสมาชิกระดับโกลด์ขึ้นไป', detailEn: 'Book before everyone else, for Gold members and above.' },
  { id: 'PRV000604', type: 'ecode', category: 'entertainment', th: 'คาราโอเกะฟรี 1 ชั่วโมง', en: 'One free karaoke hour', partnerTh: 'ร้องเพลงดี', partnerEn: 'Rong Pleng Dee', cost: 450, stock: 70, until: '2027-12-31', detailTh: 'ร้องคาราโอเกะห้องเล็กฟรี 1 ชั่วโมง', detailEn: 'One free hour in a small karaoke room.' },
  { id: 'PRV000605', type: 'ecode', category: 'entertainment', th: 'ฟังเพลงพรีเมียม 1 เดือน', en: 'One month of premium music', partnerTh: 'มิวสิกดี', partnerEn: 'MusicDee', cost: 900, stock: 500, until: '2027-12-31', detailTh: 'ฟังเพลงไม่มีโฆษณา 1 เดือน', detailEn: 'One month of ad-free music.' },
  { id: 'PRV000606', type: 'ecode', category: 'entertainment', th: 'โบว์ลิ่ง 2 เกม', en: 'Two games of bowling', partnerTh: 'สไตรค์โบว์ล', partnerEn: 'Strike Bowl', cost: 500, stock: 90, until: '2027-12-31', detailTh: 'เล่นโบว์ลิ่งฟรี 2 เกม รวมค่าเช่ารองเท้า', detailEn: 'Two free games including shoe rental.' },
  // ── lifestyle ──
  { id: 'PRV000701', type: 'ecode', category: 'lifestyle', th: 'บัตรเข้าฟิตเนส 1 วัน', en: 'Fitness day pass', partnerTh: 'ฟิตดีคลับ', partnerEn: 'FitDee Club', cost: 400, stock: 120, until: '2027-12-31', detailTh: 'ใช้บริการฟิตเนสและสระว่ายน้ำได้ 1 วัน', detailEn: 'One day of gym and pool access.' },
  { id: 'PRV000702', type: 'ecode', category: 'lifestyle', th: 'ส่วนลดสปา 20%', en: '20% off spa treatments', partnerTh: 'สบายสปา', partnerEn: 'Sabai Spa', cost: 1500, stock: 60, minTier: 'silver', until: '2027-12-31', detailTh: 'ลด 20% สำหรับนวดไทยและสปาทุกรายการ', detailEn: '20% off every Thai massage and spa treatment.' },
  { id: 'PRV000703', type: 'delivery', category: 'lifestyle', th: 'เสื่อโยคะ', en: 'Yoga mat', partnerTh: 'ร้านของที่ระลึกสิทธิพิเศษ', partnerEn: 'Privilege shop', cost: 2800, stock: 30, until: '2027-12-31', detailTh: 'เสื่อโยคะกันลื่น หนา 6 มม.', detailEn: 'Non-slip yoga mat, 6 mm thick.' },
  { id: 'PRV000704', type: 'ecode', category: 'lifestyle', th: 'ล้างรถลด 50%', en: '50% off a car wash', partnerTh: 'คาร์แคร์ใสใส', partnerEn: 'Sai Sai Car Care', cost: 300, stock: 100, until: '2027-12-31', detailTh: 'ลดครึ่งราคาสำหรับล้างรถและดูดฝุ่น', detailEn: 'Half price on a wash and vacuum.' },
  { id: 'PRV000705', type: 'ecode', category: 'lifestyle', th: 'ส่วนลดร้านหนังสือ 100 บาท', en: 'THB 100 off books', partnerTh: 'ร้านหนังสือบุ๊คดี', partnerEn: 'BookDee', cost: 800, stock: 100, until: '2027-12-31', detailTh: 'ลด 100 บาท เมื่อซื้อหนังสือครบ 500 บาท', detailEn: 'THB 100 off when you spend THB 500 on books.' },
  { id: 'PRV000706', type: 'ecode', category: 'lifestyle', th: 'บริจาค 100 บาท ให้มูลนิธิ', en: 'Donate THB 100 to a foundation', partnerTh: 'มูลนิธิเพื่อน้อง', partnerEn: 'Puean Nong Foundation', cost: 100, stock: 100000, until: '2027-12-31', detailTh: 'โครงการสมทบ 100 บาท ให้มูลนิธิเพื่อการศึกษาของเด็ก', detailEn: 'The programme gives THB 100 to a children’s education foundation.' },
  { id: 'PRV000707', type: 'ecode', category: 'lifestyle', th: 'ปรึกษาสุขภาพออนไลน์ฟรี', en: 'Free online health consultation', partnerTh: 'หมอดีออนไลน์', partnerEn: 'MorDee Online', cost: 0, stock: 1000, limit: 1, until: '2027-12-31', detailTh: 'ปรึกษาแพทย์ออนไลน์ 15 นาที ไม่ต้องใช้คะแนน', detailEn: 'A 15-minute online consultation with a doctor. No points needed.' },
  { id: 'PRV000708', type: 'delivery', category: 'lifestyle', th: 'ร่มพับอัตโนมัติ', en: 'Automatic folding umbrella', partnerTh: 'ร้านของที่ระลึกสิทธิพิเศษ', partnerEn: 'Privilege shop', cost: 1200, stock: 4, until: '2027-12-31', detailTh: 'ร่มพับกันยูวี เปิด-ปิดอัตโนมัติ', detailEn: 'UV-blocking folding umbrella that opens and closes automatically.' },
];

const TIER_LABEL: Record<Tier, { th: string; en: string }> = {
  classic: { th: 'คลาสสิก', en: 'Classic' },
  silver: { th: 'ซิลเวอร์', en: 'Silver' },
  gold: { th: 'โกลด์', en: 'Gold' },
  platinum: { th: 'แพลทินัม', en: 'Platinum' },
};

function terms(row: Row): { th: string; en: string } {
  const th: string[] = [];
  const en: string[] = [];
  if (row.lucky) {
    th.push('ผู้โชคดีจะได้รับการติดต่อทางหมายเลขโทรศัพท์ที่ลงทะเบียนไว้');
    en.push('Winners are contacted on their registered mobile number.');
  } else if (row.type === 'ecode') {
    th.push('โค้ดมีอายุ 60 นาทีหลังกดแลก');
    en.push('The code is valid for 60 minutes after redemption.');
  } else if (row.type === 'delivery') {
    th.push('จัดส่งภายใน 5 วันทำการ');
    en.push('Delivered within 5 business days.');
  } else {
    th.push('แพ็กเกจจะถูกเพิ่มให้หมายเลขที่เลือกภายใน 15 นาที');
    en.push('The pack is added to the chosen number within 15 minutes.');
  }
  th.push('สงวนสิทธิ์เฉพาะสมาชิกที่มีบัตรประจำตัวประชาชนไทย');
  en.push('For members with a Thai national ID only.');
  if (row.limit) {
    th.push(`แลกได้สูงสุด ${row.limit} ครั้งต่อสมาชิก`);
    en.push(`Up to ${row.limit} per member.`);
  }
  if (row.minTier) {
    th.push(`สำหรับสมาชิกระดับ${TIER_LABEL[row.minTier].th}ขึ้นไป`);
    en.push(`For ${TIER_LABEL[row.minTier].en} members and above.`);
  }
  th.push('ไม่สามารถแลกเปลี่ยนหรือทอนเป็นเงินสดได้');
  en.push('Cannot be exchanged for cash.');
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return { th: list(th), en: list(en) };
}

function toRecord(row: Row, index: number): PrivilegeRecord {
  const category = row.lucky ? 'lucky_draw' : row.category;
  return {
    privilege_id: row.id,
    type: row.type,
    is_lucky_draw: Boolean(row.lucky),
    name: { th: row.th, en: row.en },
    partner_name: { th: row.partnerTh, en: row.partnerEn },
    image_url: `/images/privileges/${category}.svg`,
    points_cost: row.cost,
    remaining_stock: row.stock,
    category_id: category,
    thai_id_only: true,
    valid_until: row.until,
    description_html: {
      th: `<p>${row.detailTh}</p><p><strong>${row.partnerTh}</strong></p>`,
      en: `<p>${row.detailEn}</p><p><strong>${row.partnerEn}</strong></p>`,
    },
    terms_html: terms(row),
    ...(row.limit ? { per_member_limit: row.limit } : {}),
    ...(row.minTier
      ? {
          min_tier: row.minTier,
          criteria: {
            th: `สำหรับสมาชิกระดับ${TIER_LABEL[row.minTier].th}ขึ้นไป`,
            en: `For ${TIER_LABEL[row.minTier].en} members and above`,
          },
        }
      : {}),
    order: index + 1,
  };
}

/** A record that exists but cannot be read: detail and redeem answer 500 GENERIC_ERROR. */
const BROKEN: PrivilegeRecord = {
  privilege_id: 'PRV999999',
  type: 'ecode',
  is_lucky_draw: false,
  name: { th: 'รายการทดสอบข้อผิดพลาด', en: 'Error test record' },
  partner_name: { th: 'ระบบทดสอบ', en: 'Test system' },
  image_url: '/images/privileges/lifestyle.svg',
  points_cost: 100,
  remaining_stock: 1,
  category_id: 'lifestyle',
  thai_id_only: true,
  valid_until: '2027-12-31',
  description_html: { th: '<p>-</p>', en: '<p>-</p>' },
  terms_html: { th: '<p>-</p>', en: '<p>-</p>' },
  order: 9999,
  broken: true,
};

export function seedPrivileges(): PrivilegeRecord[] {
  return [...ROWS.map(toRecord), BROKEN];
}

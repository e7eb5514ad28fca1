/** The "about the programme" document of the simulated programme (Thai and English). */
export const ABOUT_TITLE: [string, string] = ['เกี่ยวกับโครงการสิทธิพิเศษ', 'About the privilege programme'];

const TH = `
<p>โครงการสิทธิพิเศษสำหรับลูกค้าของเรา ยิ่งใช้บริการยิ่งได้คะแนน แล้วนำคะแนนไปแลกสิทธิพิเศษ ของรางวัล แพ็กเกจเสริม หรือร่วมลุ้นโชคได้ทุกวัน</p>
<h2>สะสมคะแนนได้อย่างไร</h2>
<ul>
<li><strong>ชำระค่าบริการ</strong> ทุก 25 บาทของยอดชำระค่าบริการรายเดือน รับ 1 คะแนน ชำระตรงเวลาในช่วงกิจกรรมรับคะแนน 2 เท่า</li>
<li><strong>เล่นเกม</strong> เกมในแท็บกิจกรรมให้คะแนนรวมได้สูงสุดวันละ 100 คะแนน</li>
<li><strong>ร่วมกิจกรรม</strong> ตอบคำถามประจำสัปดาห์ เช็กอินรายวัน และชวนเพื่อนสมัครสมาชิก รับ 100 คะแนนต่อเพื่อน 1 คน</li>
</ul>
<h2>ระดับสมาชิก</h2>
<p>ระดับสมาชิกคำนวณจากยอดใช้บริการในรอบ 12 เดือน และปรับทุกต้นเดือน</p>
<ul>
<li><strong>Classic</strong> สมาชิกใหม่ทุกท่าน</li>
<li><strong>Silver</strong> ยอดใช้บริการตั้งแต่ 6,000 บาทต่อปี</li>
<li><strong>Gold</strong> ยอดใช้บริการตั้งแต่ 12,000 บาทต่อปี</li>
<li><strong>Platinum</strong> ยอดใช้บริการตั้งแต่ 24,000 บาทต่อปี</li>
</ul>
<h2>คะแนนหมดอายุ</h2>
<p>คะแนนมีอายุถึงวันที่ 31 ธันวาคมของปีที่แสดงในแอป คะแนนที่จะหมดอายุของแต่ละปีแสดงที่เมนูเพิ่มเติม หน้าสิทธิพิเศษ และประวัติคะแนน ระบบจะใช้คะแนนที่หมดอายุก่อนเป็นลำดับแรกเมื่อแลกสิทธิ์</p>
<h2>แลกคะแนน</h2>
<ul>
<li>อีโค้ด ใช้ได้ภายใน 60 นาทีหลังแลก</li>
<li>ของรางวัลจัดส่งถึงบ้านภายใน 5 วันทำการ</li>
<li>แพ็กเกจเสริมสำหรับเบอร์ที่ผูกไว้ และกิจกรรมลุ้นโชค</li>
</ul>
<p>การแลกคะแนนรองรับเฉพาะสมาชิกที่ลงทะเบียนด้วยบัตรประจำตัวประชาชนไทย</p>
<h2>โอนคะแนนให้พันธมิตร</h2>
<p>โอนคะแนนไปยังโปรแกรมพันธมิตร PointX, Max Me และ Blue Plus ได้ตามอัตราแลกเปลี่ยนของแต่ละโปรแกรม ทั้งให้ตัวเองและผู้อื่น ดูได้ที่เมนูโอนคะแนน</p>`;

const EN = `
<p>Our privilege programme rewards you for staying with us: the more you use our services, the more points you earn, to redeem for privileges, goods, add-on packs or lucky draws every day.</p>
<h2>How to earn points</h2>
<ul>
<li><strong>Pay your bills</strong>: every 25 baht of your monthly bill earns 1 point; paying on time during a campaign earns double.</li>
<li><strong>Play games</strong>: the games in the Activity tab earn up to 100 points a day in total.</li>
<li><strong>Join activities</strong>: the weekly quiz, daily check-in, and inviting friends (100 points for each friend who joins).</li>
</ul>
<h2>Member tiers</h2>
<p>Your tier follows your spending over the last 12 months and is reviewed at the start of every month.</p>
<ul>
<li><strong>Classic</strong>: every new member</li>
<li><strong>Silver</strong>: from 6,000 baht a year</li>
<li><strong>Gold</strong>: from 12,000 baht a year</li>
<li><strong>Platinum</strong>: from 24,000 baht a year</li>
</ul>
<h2>Points expiry</h2>
<p>Points are valid until 31 December of the year shown in the app. The points expiring each year are shown in the More menu, on the privileges screen and in the points history; when you redeem, the points that expire first are used first.</p>
<h2>Redeeming points</h2>
<ul>
<li>E-codes: use within 60 minutes of redeeming</li>
<li>Goods: delivered to your door within 5 business days</li>
<li>Add-on packs for your linked numbers, and lucky draws</li>
</ul>
<p>Redeeming points is open to members registered with a Thai national ID card.</p>
<h2>Transfer to partners</h2>
<p>Transfer points to the partner programmes PointX, Max Me and Blue Plus at each programme's rate, to yourself or to someone else, from the Transfer points menu.</p>`;

export const ABOUT_HTML: [string, string] = [TH, EN];

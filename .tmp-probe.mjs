import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const base = 'http://127.0.0.1:4690';
const chunks = JSON.parse(readFileSync('.tmp/build-chunks.json', 'utf8'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
const r = ctx.request;
const c = await (await r.post(`${base}/api/Auth/RequestOTP`, { data: { id_type: 'national_id', id_number: '1101700230708' } })).json();
const v = await (await r.post(`${base}/api/Auth/VerifyOTP`, { data: { transaction_id: c.data.transaction_id, otp: '123456' } })).json();
await page.goto(`${base}/version`);
await page.evaluate((t) => sessionStorage.setItem('application-token', t), v.data.token);
await page.goto('about:blank');
const files = [];
page.on('request', (q) => { const p = new URL(q.url()).pathname; if (/\.js$/.test(p) && p.startsWith('/static/')) files.push(p); });
await page.goto(`${base}/privilege/privilege-list`);
await page.waitForLoadState('networkidle');
let tot = 0;
for (const f of files) {
  const n = gzipSync(readFileSync('dist' + f), { level: 9 }).length; tot += n;
  const ch = chunks.find((x) => x.files.includes(f.slice(1)));
  console.log(n, f, ch ? ch.origins.length + ' origins: ' + ch.origins.slice(0, 4).join(' | ') + ' :: ' + ch.modules.slice(0, 4).join(' ; ') : '');
}
console.log('total', tot);
await browser.close();

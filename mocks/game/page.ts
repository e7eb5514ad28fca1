/**
 * The mock's own playable game, served at `/__game/play` by the standalone mock server and by the
 * dev server (rsbuild.config.ts, dev only) — never from public/, never in a build. "Tap the star 5
 * times in 10 seconds", in Thai or English (`lang` in the query). On finishing it reports its result
 * to the mock itself (`POST /__mock/game/result {session, game_id, score}`, see result.ts), then
 * posts `{type: 'game:finished'}` to its parent (the app's /game/play frame). Node only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GAME_RESULT_PATH } from './result';

export const GAME_PAGE_PATH = '/__game/play';
const FONT_PATHS: Record<string, string> = {
  '/__game/font-thai.woff2': '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
  '/__game/font-latin.woff2': '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-latin-wght-normal.woff2',
};

const TEXT = {
  th: { title: 'แตะดาว', goal: 'แตะดาวให้ครบ 5 ครั้งภายใน 10 วินาที', start: 'เริ่มเล่น', star: 'ดาว', taps: 'แตะแล้ว', left: 'เหลือเวลา', sec: 'วินาที', won: 'เยี่ยมมาก! ส่งผลคะแนนแล้ว', sending: 'กำลังส่งผลคะแนน…', lost: 'หมดเวลา ลองอีกครั้ง', again: 'เล่นอีกครั้ง', failed: 'ส่งผลคะแนนไม่สำเร็จ' },
  en: { title: 'Tap the star', goal: 'Tap the star 5 times within 10 seconds', start: 'Start', star: 'Star', taps: 'Taps', left: 'Time left', sec: 's', won: 'Well done! Your score has been sent', sending: 'Sending your score…', lost: 'Time is up. Try again', again: 'Play again', failed: 'Could not send your score' },
};

const STYLE = `
@font-face { font-family: 'Game Sans'; src: url('/__game/font-thai.woff2') format('woff2'); unicode-range: U+0E01-0E5B, U+200C-200D, U+25CC; }
@font-face { font-family: 'Game Sans'; src: url('/__game/font-latin.woff2') format('woff2'); }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font-family: 'Game Sans', sans-serif; background: hsl(215 80% 18%); color: white; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 16px; padding: 24px; text-align: center; }
h1 { margin: 0; font-size: 28px; }
p { margin: 0; font-size: 18px; }
#board { position: relative; width: 100%; max-width: 340px; height: 280px; border-radius: 16px; background: hsl(215 60% 28%); }
#star { position: absolute; width: 72px; height: 72px; border: 0; border-radius: 50%; background: hsl(45 100% 55%); color: hsl(215 80% 18%); font-size: 40px; cursor: pointer; }
button.action { border: 0; border-radius: 999px; padding: 12px 28px; font: inherit; font-size: 18px; background: white; color: hsl(215 80% 25%); cursor: pointer; }
[hidden] { display: none !important; }`;

function script(): string {
  return `
const q = new URLSearchParams(location.search);
const T = ${JSON.stringify(TEXT)}[q.get('lang') === 'en' ? 'en' : 'th'];
const $ = (id) => document.getElementById(id);
document.documentElement.lang = q.get('lang') === 'en' ? 'en' : 'th';
document.title = T.title; $('title').textContent = T.title; $('goal').textContent = T.goal;
$('start').textContent = T.start; $('star').setAttribute('aria-label', T.star);
let taps = 0, left = 10, timer = 0;
const show = () => { $('status').textContent = T.taps + ' ' + taps + '/5 · ' + T.left + ' ' + left + ' ' + T.sec; };
const move = () => { const s = $('star'); s.style.left = Math.floor(Math.random() * 260) + 'px'; s.style.top = Math.floor(Math.random() * 200) + 'px'; };
$('start').onclick = () => {
  taps = 0; left = 10; $('start').hidden = true; $('board').hidden = false; move(); show();
  timer = setInterval(() => { left -= 1; show(); if (left <= 0) { clearInterval(timer); $('board').hidden = true; $('status').textContent = T.lost; $('start').textContent = T.again; $('start').hidden = false; } }, 1000);
};
$('star').onclick = async () => {
  taps += 1; move(); show();
  if (taps < 5) return;
  clearInterval(timer); $('board').hidden = true; $('status').textContent = T.sending;
  try {
    const res = await fetch(${JSON.stringify(GAME_RESULT_PATH)}, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ session: q.get('session'), game_id: q.get('game_id'), score: taps }) });
    if (!res.ok) throw new Error(String(res.status));
    $('status').textContent = T.won;
    parent.postMessage({ type: 'game:finished' }, '*');
  } catch { $('status').textContent = T.failed; $('start').textContent = T.again; $('start').hidden = false; }
};`;
}

/** The game page (the same document for every game of the mock). */
function gamePageHtml(): string {
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game</title><style>${STYLE}</style></head><body>
<h1 id="title"></h1><p id="goal"></p>
<div id="board" hidden><button id="star" type="button" data-testid="game-star">★</button></div>
<p id="status" role="status" data-testid="game-status"></p>
<button id="start" class="action" type="button" data-testid="game-start"></button>
<script>${script()}</script></body></html>`;
}

const require = createRequire(import.meta.url);

/** The page or one of its fonts for `pathname` (null when not the game's). */
export function gameAsset(pathname: string): { type: string; body: string | Buffer } | null {
  if (pathname === GAME_PAGE_PATH) return { type: 'text/html; charset=utf-8', body: gamePageHtml() };
  const font = FONT_PATHS[pathname];
  return font ? { type: 'font/woff2', body: readFileSync(require.resolve(font)) } : null;
}

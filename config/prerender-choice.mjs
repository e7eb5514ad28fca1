/**
 * The first screen before JavaScript (issue 19). The build prerenders the sign-in screen and the
 * signed-in shell, each in Thai and English, into <template> elements of index.html
 * (config/prerender.mjs). This inline script, which runs before first paint, copies the one that
 * fits the visit into #root: sign-in for a visitor on the start or sign-in address, the shell for a
 * member with a session on the start address, in the member's stored language. Anything else
 * (a deep link, a LINE deep link `liff.state`, a build from another year, whose footer year would
 * differ) leaves #root empty and the app starts as without a prerender. The app then hydrates the
 * sign-in screen, or replaces the shell with the real screen in one commit (start-app.tsx).
 *
 * Under the shell, the script also starts the download of the app and of the member's first screen
 * at once (the lists config/prerender.mjs writes into #boot-chunks): the member waits for them, not for
 * a painted frame, and #root is marked `data-preloaded` so the entry does not ask again. The sign-in
 * screen paints before any of the app's code is requested (src/main.tsx).
 *
 * While the page waits for its font, the script also has the engine build its list of number locales
 * (the first `Intl.NumberFormat.supportedLocalesOf`, which react-intl makes when it starts: tens of
 * ms on a phone, the costliest single step of start-up), so it falls before first paint instead of
 * into the start-up a tap may wait for. src/main.tsx does the rest (and all of it where nothing is
 * prerendered) in a task of its own while the app downloads.
 *
 * Until the app has taken the screen over, #root is `inert`: it is shown, but a tap or a key does
 * nothing yet (no text typed into HTML the app has not adopted, no half-hydrated form).
 * Besides, a form in #root is never sent by the browser itself (which would reload the page with the typed ID
 * in the address; every form of the app is handled by its screen). One sent before the app has
 * taken the screen over (it marks #root `data-app` once hydrated) is held, hidden from a half-hydrated
 * app too (which would read the form before the typed text is handed over): #root keeps the form
 * (`heldSubmit`: the element, its place and the address), and the app sends it again once its screen
 * handles it (app/bootstrap/prerendered.tsx).
 *
 * CSP allows this one script by its hash (rsbuild.config.ts → config/security-headers.mjs).
 */
import { createHash } from 'node:crypto';

export const PRERENDER_VARIANTS = /** @type {const} */ (['signin', 'shell']);
export const PRERENDER_LANGS = /** @type {const} */ (['th', 'en']);

/** The addresses the prerendered screens stand for (tests check them against the app's paths and storage keys). */
export const PRERENDER_PATHS = {
  login: '/auth/login',
  /** `/` and the privilege area redirect to the privilege list, the start screen. */
  start: ['/', '/privilege', '/privilege/privilege-list'],
};

/**
 * The app's storage keys: the language (localStorage), the session token and the server clock's
 * offset (sessionStorage; the token's `exp` is compared with the device clock plus that offset).
 */
export const PRERENDER_KEYS = { lang: 'lang', token: 'application-token', clock: 'server-clock-offset' };

/**
 * Text is drawn only in the web font (Noto Sans Thai, both subsets): the prerendered screen is put
 * in when the font has loaded (it is preloaded with the page), or after `waitMs` without it — the
 * bound the splash of a visit without a prerender waits too (app/bootstrap/fonts-ready.ts).
 */
export const PRERENDER_FONT = { face: '1em "Noto Sans Thai"', text: 'กขAa1', waitMs: 3000 };

/** @param {string} variant @param {string} lang */
export const templateId = (variant, lang) => `prerendered-${variant}-${lang}`;

/**
 * The script's source for a build made in `year`. It never throws: blocked storage or an odd token
 * only means no prerendered screen.
 * @param {{ year: number }} options
 */
export function prerenderChoiceScript({ year }) {
  const config = JSON.stringify({ year, ...PRERENDER_PATHS, keys: PRERENDER_KEYS, font: PRERENDER_FONT });
  return `(function(c){try{var d=document,r=d.getElementById('root'),l='th',m=false;
if(!r||new Date().getFullYear()!==c.year||/[?&]liff\\.state=/.test(location.search))return;
try{if(localStorage.getItem(c.keys.lang)==='en')l='en'}catch(e){}
try{var p=(sessionStorage.getItem(c.keys.token)||'').split('.');if(p.length===3){var x=JSON.parse(atob(p[1].replace(/-/g,'+').replace(/_/g,'/')));m=!x.exp||x.exp*1000>Date.now()+(Number(sessionStorage.getItem(c.keys.clock))||0)}}catch(e){}
var a=location.pathname.replace(/\\/+$/,'')||'/',v=a===c.login?(m?'':'signin'):c.start.indexOf(a)>=0?(m?'shell':'signin'):'';
var t=v&&d.getElementById('prerendered-'+v+'-'+l);if(!t)return;d.documentElement.lang=l;r.inert=true;r.setAttribute('data-prerendered',v);r.setAttribute('data-prerendered-lang',l);
if(v==='shell')try{var b=JSON.parse(d.getElementById('boot-chunks').textContent);b.boot.concat(b.shell[l]).forEach(function(h){var k=d.createElement('link');k.rel='preload';k.setAttribute('as',/\\.css$/.test(h)?'style':'script');k.href=h;d.head.appendChild(k)});r.setAttribute('data-preloaded','')}catch(e){}
try{Intl.NumberFormat.supportedLocalesOf(l)}catch(e){}
r.addEventListener('submit',function(e){e.preventDefault();if(r.hasAttribute('data-app'))return;e.stopImmediatePropagation();r.heldSubmit={form:e.target,index:[].indexOf.call(r.querySelectorAll('form'),e.target),path:location.pathname}},true);
var show=function(){if(!r.firstChild)r.appendChild(t.content.cloneNode(true))},f=d.fonts;
if(!f||f.check(c.font.face,c.font.text))show();else{setTimeout(show,c.font.waitMs);f.load(c.font.face,c.font.text).then(show,show)}}catch(e){}})(${config});`;
}

/** The CSP source of a script: `sha256-<base64>`. @param {string} source */
export function scriptHash(source) {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/**
 * Serves a production build (rsbuild's dist/) next to the API so e2e and Lighthouse can run the
 * real app and the mock on one origin: correct content types, long cache for /static/,
 * no-cache for index.html, gzip for text, ETag revalidation and an SPA fallback to index.html.
 * Every response carries `headers` (the app's security headers, config/security-headers.mjs).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function cacheControlOf(urlPath: string, file: string): string {
  if (file.endsWith(`${sep}index.html`) || file.endsWith('.html')) return 'no-cache';
  if (urlPath.startsWith('/static/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

interface Entry {
  body: Buffer;
  gzip?: Buffer;
  etag: string;
  mtimeMs: number;
}

export interface StaticSite {
  readonly roots: readonly string[];
  /** Serves the request; returns the status written. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<number>;
}

/** Serves files from the first of `dirs` that has them (a build, then the mock's own assets). */
export function createStaticSite(dirs: readonly string[], headers: Readonly<Record<string, string>> = {}): StaticSite {
  const roots = dirs.map((dir) => resolve(dir));
  const cache = new Map<string, Entry>();

  async function load(file: string, mtimeMs: number): Promise<Entry> {
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const body = await readFile(file);
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    const entry: Entry = { body, etag, mtimeMs };
    if (body.length > 1024 && COMPRESSIBLE.test(contentTypeOf(file))) entry.gzip = gzipSync(body, { level: 6 });
    cache.set(file, entry);
    return entry;
  }

  async function fileAt(pathname: string): Promise<{ file: string; mtimeMs: number } | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    for (const root of roots) {
      const found = await fileIn(root, decoded);
      if (found) return found;
    }
    return undefined;
  }

  async function fileIn(root: string, decoded: string): Promise<{ file: string; mtimeMs: number } | undefined> {
    const file = resolve(join(root, decoded));
    if (file !== root && !file.startsWith(root + sep)) return undefined;
    try {
      const info = await stat(file);
      if (info.isFile()) return { file, mtimeMs: info.mtimeMs };
      if (info.isDirectory()) {
        const index = join(file, 'index.html');
        const indexInfo = await stat(index);
        if (indexInfo.isFile()) return { file: index, mtimeMs: indexInfo.mtimeMs };
      }
    } catch {
      // not there
    }
    return undefined;
  }

  /** Deep links (no file extension, or a browser asking for HTML) get the app shell. */
  function wantsAppShell(req: IncomingMessage, pathname: string): boolean {
    if (extname(pathname) === '') return true;
    return (req.headers.accept ?? '').includes('text/html');
  }

  async function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<number> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return 405;
    }
    let found = await fileAt(pathname);
    if (!found && wantsAppShell(req, pathname)) found = await fileAt('/index.html');
    if (!found) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not Found');
      return 404;
    }
    const entry = await load(found.file, found.mtimeMs);
    const head: Record<string, string | number> = {
      ...headers,
      'Content-Type': contentTypeOf(found.file),
      'Cache-Control': cacheControlOf(pathname, found.file),
      ETag: entry.etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (entry.gzip) head.Vary = [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', ');
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, head);
      res.end();
      return 304;
    }
    const gzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? entry.gzip! : entry.body;
    if (gzip) head['Content-Encoding'] = 'gzip';
    head['Content-Length'] = body.length;
    res.writeHead(200, head);
    res.end(req.method === 'HEAD' ? undefined : body);
    return 200;
  }

  return { roots, serve };
}

import { stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** Paths owned by the API, the probes and socket.io: never answered with the SPA. */
// /live itself is the live-casino page; only /live/... belongs to the socket.
const RESERVED = /^\/(api|health)(\/|$)|^\/live\//;

export function isReservedPath(urlPath: string): boolean {
  return RESERVED.test(urlPath);
}

/**
 * A navigation (Accept: text/html) to any path gets the SPA so history-mode deep
 * links work. A bare wildcard Accept counts only for extension-less paths, so a
 * missing /assets/x.js is a 404, not HTML the browser would try to run as script.
 */
export function acceptsHtml(accept: string | undefined, urlPath: string): boolean {
  if (!accept) return false;
  if (accept.includes('text/html')) return true;
  return accept.includes('*/*') && !path.posix.basename(urlPath).includes('.');
}

/** Vite emits content-hashed names under assets/, so they can be cached forever. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** @fastify/send URL-decodes the name it is given, so a decoded name must be encoded back once. */
export function encodeForSend(relativePath: string): string {
  return relativePath.split('/').map(encodeURIComponent).join('/');
}

/**
 * The file under the brand's build folder a decoded URL path names, or undefined. Refuses
 * dot-segments and dotfiles, so nothing outside the build or hidden in it is served.
 */
export async function findBuildFile(buildDir: string, urlPath: string): Promise<string | undefined> {
  const relative = urlPath.replace(/^\/+/, '');
  if (relative === '' || relative.includes('\0')) return undefined;
  if (relative.split('/').some((segment) => segment.startsWith('.') || segment === '')) return undefined;
  const absolute = path.resolve(buildDir, relative);
  if (!absolute.startsWith(buildDir + path.sep)) return undefined;
  const info = await stat(absolute).catch(() => undefined);
  return info?.isFile() ? relative : undefined;
}

export async function isBuilt(buildDir: string): Promise<boolean> {
  const info = await stat(path.join(buildDir, 'index.html')).catch(() => undefined);
  return info?.isFile() ?? false;
}

export function notBuiltPage(brandId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Brand not built</title></head>
<body><h1>Brand "${brandId}" has not been built</h1>
<p>Run <code>npx nx build brand-${brandId}</code>, then reload this page.</p></body></html>
`;
}

export const UNKNOWN_MERCHANT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Unknown merchant</title></head>
<body><h1>Unknown merchant</h1><p>Check the merchantCode in the address.</p></body></html>
`;

// Accept-Encoding's q-values and wildcards, read by the library @fastify/static uses too.
const htmlEncodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * The prerendered home page, compressed for the client: it is written per request (the banner
 * and its words), so @fastify/static's precompressed files do not cover it, and with the first
 * banner's picture inlined it is about 25 kB of text. Brotli at quality 5 (about 0.5 ms for that
 * much text) takes it to about a fifth; 11 would gain a few hundred bytes for ten times the CPU.
 */
export function encodeHtml(html: string, acceptEncoding: string | undefined): { encoding?: 'br' | 'gzip'; body: string | Buffer } {
  const encoding = htmlEncodings.negotiate(acceptEncoding ?? '');
  if (encoding === 'br') return { encoding, body: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }) };
  if (encoding === 'gzip') return { encoding, body: gzipSync(html, { level: 6 }) };
  return { body: html };
}

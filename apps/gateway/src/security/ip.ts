import { isIP } from 'node:net';

/**
 * One spelling per address, so a known-IP lookup cannot miss: an IPv4 client on a
 * dual-stack socket arrives as ::ffff:a.b.c.d, and IPv6 may be written in upper case.
 */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  return ip.toLowerCase();
}

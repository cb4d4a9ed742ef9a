import { E2E_GATEWAY_PORT } from './e2e-env';

/** The three built brands, each reached on its own *.localhost domain (127.0.0.1 in Chromium). */
export const BRANDS = [
  { id: 'default', name: 'Fortuna Play', themeColor: '#0b6e4f', backgroundColor: '#f4f1e6' },
  { id: 'lucky', name: 'Lucky Star', themeColor: '#c2185b', backgroundColor: '#fff5fa' },
  { id: 'royal', name: 'Royal Crown', themeColor: '#d4af37', backgroundColor: '#0e0b16' },
] as const;

export const brandUrl = (id: string, path = '/') => `http://${id}.localhost:${E2E_GATEWAY_PORT}${path}`;

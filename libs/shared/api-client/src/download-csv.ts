import { envelopeOf } from '@platform/shared/api-contract';
import * as z from 'zod/mini';
import { ApiError } from './api-error';

export interface DownloadCsvOptions {
  /** The session token: the export routes are T calls and refuse a call without one (NOT_LOGGED_IN). */
  token: string | null;
  /** The gateway's base URL; '' (the default) is the same origin. */
  baseUrl?: string;
  /** Sent as x-merchant-code, like every other call. */
  merchantCode?: string | null;
  /** The file's name when the answer names none. */
  fallbackName?: string;
  fetchImpl?: typeof fetch;
  /** Where the file goes; by default the browser saves it (a temporary `<a download>`). */
  save?: (file: Blob, filename: string) => void;
}

export interface DownloadedCsv {
  filename: string;
  bytes: number;
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first (RFC 6266), then `filename="…"`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name : null;
}

function saveInBrowser(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads one of the gateway's CSV exports (`exportUrl(bettingRecordExport, { from, to })` and
 * the like) with the session token in the Authorization header, which a plain link cannot send,
 * and saves it under the name the gateway gives. A refusal (the JSON envelope) throws ApiError with
 * its code (NOT_LOGGED_IN, VALIDATION_FAILED, FORBIDDEN, ...); a network failure throws NETWORK.
 */
export async function downloadCsv(url: string, options: DownloadCsvOptions): Promise<DownloadedCsv> {
  if (!options.token) throw new ApiError('NOT_LOGGED_IN', 'No session token', 401);
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const headers: Record<string, string> = { accept: 'text/csv, application/json', authorization: `Bearer ${options.token}` };
  if (options.merchantCode) headers['x-merchant-code'] = options.merchantCode;
  let response: Response;
  try {
    response = await fetchImpl((options.baseUrl ?? '') + url, { method: 'GET', headers, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError('NETWORK', String(error), 0);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/csv')) {
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ApiError('UNKNOWN', `Not a CSV answer (${response.status})`, response.status);
    }
    const envelope = envelopeOf(z.unknown()).safeParse(json);
    const failure = envelope.success && !envelope.data.success ? envelope.data : null;
    throw new ApiError(failure?.code ?? 'UNKNOWN', failure?.message ?? 'Not a CSV answer', response.status, failure?.value);
  }
  const file = await response.blob();
  const filename = filenameFromDisposition(response.headers.get('content-disposition')) ?? options.fallbackName ?? 'export.csv';
  (options.save ?? saveInBrowser)(file, filename);
  return { filename, bytes: file.size };
}

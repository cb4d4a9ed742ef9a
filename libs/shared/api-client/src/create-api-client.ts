import type { CallContract } from '@platform/shared/api-contract';
import {
  encryptPayload,
  envelopeOf,
  importPublicKey,
  publicKeyCall,
} from '@platform/shared/api-contract';
import * as z from 'zod/mini';
import { ApiError } from './api-error';

export interface ApiClientOptions {
  /** Base URL of the gateway; '' means same origin. */
  baseUrl: string;
  getToken: () => string | null;
  getMerchantCode: () => string | null;
  /** Called when the gateway says the current session is gone, so the app can log out. */
  onNotLoggedIn?: () => void;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface CallOptions {
  /** Reports how much of the request body has been sent, from 0 to 1 (uploads). */
  onUploadProgress?: (fraction: number) => void;
}

export interface ApiClient {
  call<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
    contract: CallContract<Req, Res>,
    request: z.input<Req>,
    options?: CallOptions,
  ): Promise<z.output<Res>>;
}

interface RawAnswer {
  status: number;
  json: () => Promise<unknown>;
}

/**
 * fetch cannot report request-body progress, so a call that wants it goes through
 * XMLHttpRequest, whose upload events can.
 */
function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      resolve({ status: xhr.status, json: async () => JSON.parse(xhr.responseText) as unknown });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body ?? null);
  });
}

const DEFAULT_TIMEOUT_MS = 15_000;

function toQuery(request: unknown): string {
  if (!request || typeof request !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  // The gateway's CSP has no 'unsafe-eval', so zod's compiled object parsers cannot run in the
  // browser. Without this, zod probes with `new Function` at the first parse and the page logs
  // (and reports) a CSP violation for a probe whose answer is always "no".
  z.config({ jitless: true });
  const fetchImpl = options.fetchImpl ?? ((...args) => fetch(...args));
  // The gateway's public key is fetched once per page life, on the first "E" call.
  let publicKey: Promise<{ kid: string; key: CryptoKey }> | null = null;
  const gatewayKey = () => {
    publicKey ??= client
      .call(publicKeyCall, {})
      .then(async ({ kid, spki }) => ({ kid, key: await importPublicKey(spki) }))
      .catch((error: unknown) => {
        publicKey = null;
        throw error;
      });
    return publicKey;
  };

  const client: ApiClient = {
    async call(contract, request, callOptions) {
      const input = contract.request.parse(request) as Record<string, unknown>;
      const hasBody = contract.method === 'POST' || contract.method === 'PUT';
      const headers: Record<string, string> = { accept: 'application/json' };
      const merchant = options.getMerchantCode();
      if (merchant) headers['x-merchant-code'] = merchant;
      let sentToken: string | null = null;
      if (contract.token) {
        sentToken = options.getToken();
        if (!sentToken) throw new ApiError('NOT_LOGGED_IN', 'No session token', 401);
        headers.authorization = `Bearer ${sentToken}`;
      }
      if (hasBody) headers['content-type'] = 'application/json';

      const url = options.baseUrl + contract.path + (hasBody ? '' : toQuery(input));
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      let response: RawAnswer;
      try {
        const body = hasBody ? JSON.stringify(await bodyFor(contract.encrypted, input)) : undefined;
        const init = { method: contract.method, headers, body, signal: controller.signal };
        const onProgress = callOptions?.onUploadProgress;
        response =
          onProgress && typeof XMLHttpRequest !== 'undefined'
            ? await sendWithProgress(url, init, onProgress)
            : await fetchImpl(url, { ...init, credentials: 'same-origin' });
      } catch (error) {
        const aborted = error instanceof DOMException && error.name === 'AbortError';
        throw new ApiError(aborted ? 'TIMEOUT' : 'NETWORK', String(error), 0);
      } finally {
        clearTimeout(timer);
      }

      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new ApiError('UNKNOWN', `Non-JSON answer (${response.status})`, response.status);
      }
      const envelope = envelopeOf(z.unknown()).safeParse(json);
      if (!envelope.success) {
        throw new ApiError('UNKNOWN', 'Answer was not an envelope', response.status);
      }
      const { success, value, code, message } = envelope.data;
      if (!success) {
        // Only the session we still hold logs the app out: a request sent with a token that a
        // password change or a new login has since replaced answers NOT_LOGGED_IN too, and must
        // not end the fresh session that replaced it.
        if (code === 'NOT_LOGGED_IN' && options.getToken() === sentToken) options.onNotLoggedIn?.();
        throw new ApiError(code ?? 'UNKNOWN', message ?? '', response.status, value);
      }
      const parsed = contract.response.safeParse(value);
      if (!parsed.success) {
        throw new ApiError('UNKNOWN', 'Answer did not match the contract', response.status);
      }
      return parsed.data as z.output<typeof contract.response>;
    },
  };

  /** An E call's body is a compact JWE; the contract loads jose on this first use, off the home route's initial JS. */
  async function bodyFor(encrypted: boolean, input: unknown): Promise<unknown> {
    if (!encrypted) return input;
    const { kid, key } = await gatewayKey();
    return encryptPayload(key, kid, input);
  }

  return client;
}

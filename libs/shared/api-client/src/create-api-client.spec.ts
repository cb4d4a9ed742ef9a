// @vitest-environment node
// jose (the E envelope's JWE) does not run under jsdom, whose typed arrays come from another realm; this client
// touches no DOM, and Node has the fetch, WebCrypto and TextEncoder a browser gives it.
import { describe, expect, it, vi } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import {
  decryptPayload,
  encryptedBodySchema,
  loginCall,
  memberInfoCall,
  systemStatusCall,
} from '@platform/shared/api-contract';
import { createApiClient } from './create-api-client';
import { ApiError } from './api-error';

const status = {
  status: 0,
  maintenance: false,
  regionRestriction: false,
  info: {
    domainRoute: { merchantCode: 'FORTUNA', brandId: 'default', domain: 'localhost' },
    resources: [],
    whitelabelVal: {},
    register: {},
    mainDomain: 'localhost',
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
  },
  location: { ip: '127.0.0.1' },
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('api client', () => {
  it('sends the merchant code and query, and returns the envelope value', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ success: true, value: status }));
    const client = createApiClient({
      baseUrl: '',
      getToken: () => null,
      getMerchantCode: () => 'FORTUNA',
      fetchImpl,
    });
    const value = await client.call(systemStatusCall, { merchantCode: 'FORTUNA' });
    expect(value.status).toBe(0);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/system/status?merchantCode=FORTUNA');
    expect((init.headers as Record<string, string>)['x-merchant-code']).toBe('FORTUNA');
  });

  it('turns a failed envelope into an ApiError with the catalogue code', async () => {
    const client = createApiClient({
      baseUrl: '',
      getToken: () => null,
      getMerchantCode: () => null,
      fetchImpl: async () => jsonResponse({ success: false, code: 'MERCHANT_UNKNOWN', message: 'x' }, 404),
    });
    await expect(client.call(systemStatusCall, {})).rejects.toMatchObject({
      code: 'MERCHANT_UNKNOWN',
      status: 404,
    });
  });

  it('reports a network failure as NETWORK', async () => {
    const client = createApiClient({
      baseUrl: '',
      getToken: () => null,
      getMerchantCode: () => null,
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await client.call(systemStatusCall, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NETWORK');
  });

  it('rejects an answer that does not match the contract', async () => {
    const client = createApiClient({
      baseUrl: '',
      getToken: () => null,
      getMerchantCode: () => null,
      fetchImpl: async () => jsonResponse({ success: true, value: { status: 7 } }),
    });
    await expect(client.call(systemStatusCall, {})).rejects.toMatchObject({ code: 'UNKNOWN' });
  });
});

describe('api client E payloads', () => {
  it('encrypts the body of an E call as a JWE for the gateway public key', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
    let sentBody = '';
    const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/public-key')) return jsonResponse({ success: true, value: { kid: 'k1', spki } });
      sentBody = String(init?.body);
      return jsonResponse({
        success: true,
        value: { token: 'x'.repeat(32), firstTimeLogin: false, passwordExpired: false, mustChangePassword: false, previousLoginAt: null },
      });
    });
    const client = createApiClient({ baseUrl: '', getToken: () => null, getMerchantCode: () => null, fetchImpl: fetchImpl as typeof fetch });
    await client.call(loginCall, { username: 'alice', password: 'secret1', type: 'username' });
    expect(sentBody).not.toContain('alice');
    const body = encryptedBodySchema.parse(JSON.parse(sentBody));
    expect(decodeProtectedHeader(body.e)).toEqual({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k1' });
    expect(await decryptPayload(pair.privateKey, body)).toMatchObject({ username: 'alice', type: 'username' });
  });
  describe('a NOT_LOGGED_IN answer', () => {
    const gone = () => jsonResponse({ success: false, code: 'NOT_LOGGED_IN', message: 'gone' }, 401);

    it('logs the app out when it is about the session the app still holds', async () => {
      const onNotLoggedIn = vi.fn();
      const client = createApiClient({ baseUrl: '', getToken: () => 'current', getMerchantCode: () => null, onNotLoggedIn, fetchImpl: async () => gone() });
      await expect(client.call(memberInfoCall, {})).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
      expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
    });

    it('leaves a newer session alone when the answer is about the token it replaced', async () => {
      // A request sent just before a password change (which rotates the token) comes back refused.
      let token = 'before-change';
      const onNotLoggedIn = vi.fn();
      const client = createApiClient({
        baseUrl: '',
        getToken: () => token,
        getMerchantCode: () => null,
        onNotLoggedIn,
        fetchImpl: async () => {
          token = 'after-change';
          return gone();
        },
      });
      await expect(client.call(memberInfoCall, {})).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
      expect(onNotLoggedIn).not.toHaveBeenCalled();
    });
  });
});

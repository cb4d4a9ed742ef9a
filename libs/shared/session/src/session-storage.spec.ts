import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSessionKeepingMerchant,
  readMerchantCode,
  rememberMerchantCode,
  tokenFromQueryOrSession,
  urlWithoutToken,
  writeToken,
} from './session-storage';

describe('session storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the merchant code in both session and local storage', () => {
    rememberMerchantCode(sessionStorage, localStorage, 'FORTUNA');
    expect(sessionStorage.getItem('merchantCode')).toBe('FORTUNA');
    expect(localStorage.getItem('merchantCode')).toBe('FORTUNA');
    sessionStorage.clear();
    expect(readMerchantCode(sessionStorage, localStorage)).toBe('FORTUNA');
  });

  it('clears session storage on logout but keeps the merchant code', () => {
    rememberMerchantCode(sessionStorage, localStorage, 'FORTUNA');
    writeToken(sessionStorage, 'abc');
    sessionStorage.setItem('cpw', '1');
    clearSessionKeepingMerchant(sessionStorage);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('cpw')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('FORTUNA');
  });

  it('takes the token from the query before session storage', () => {
    writeToken(sessionStorage, 'old');
    expect(tokenFromQueryOrSession('?token=new', sessionStorage)).toBe('new');
    expect(sessionStorage.getItem('token')).toBe('new');
    expect(tokenFromQueryOrSession('', sessionStorage)).toBe('new');
  });

  it('drops the token from the address once it is stored', () => {
    expect(urlWithoutToken('https://a.example/?token=abc&x=1#h')).toBe('/?x=1#h');
    expect(urlWithoutToken('https://a.example/home?token=abc')).toBe('/home');
    expect(urlWithoutToken('https://a.example/home')).toBeNull();
  });
});

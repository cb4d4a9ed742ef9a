import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useIsMobile } from './use-is-mobile';

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { orientation?: number }).orientation;
});

describe('useIsMobile (spec §9)', () => {
  it('is true for a mobile user agent', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36');
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
  });

  it('is true for a browser that can report orientation', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64)');
    (window as { orientation?: number }).orientation = 0;
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
  });

  it('is false for a desktop browser', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/130');
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isUncertainFailure, useIdempotencyKey } from './idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps one key per action until the server has answered for certain', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.current();
    expect(result.current.current()).toBe(first);
    act(() => result.current.settle());
    expect(result.current.current()).not.toBe(first);
  });

  it.each(['NETWORK', 'TIMEOUT', 'IDEMPOTENCY_IN_FLIGHT'])('replays the same key after an uncertain %s', (code) => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.current();
    act(() => result.current.settle(new ApiError(code, 'no answer', 0)));
    expect(result.current.current()).toBe(first);
  });

  it('makes a new key after a certain refusal', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.current();
    act(() => result.current.settle(new ApiError('INSUFFICIENT_BALANCE', 'too little', 400)));
    expect(result.current.current()).not.toBe(first);
  });
});

describe('isUncertainFailure', () => {
  it('is true only for the errors after which the server may have acted', () => {
    expect(isUncertainFailure(new ApiError('TIMEOUT', '', 0))).toBe(true);
    expect(isUncertainFailure(new ApiError('VALIDATION_FAILED', '', 400))).toBe(false);
    expect(isUncertainFailure(null)).toBe(false);
  });
});

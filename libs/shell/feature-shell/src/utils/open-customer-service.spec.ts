import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SERVICE_WINDOW, openCustomerService } from './open-customer-service';

describe('customer service (spec §7)', () => {
  it('opens the first URL in a 440x750 window', () => {
    const open = vi.fn();
    openCustomerService([{ url: 'https://a.example' }, { url: 'https://b.example' }], open);
    expect(CUSTOMER_SERVICE_WINDOW).toEqual({ width: 440, height: 750 });
    expect(open).toHaveBeenCalledWith('https://a.example', 'customerService', expect.stringContaining('width=440,height=750'));
  });

  it('does nothing when there is no URL', () => {
    const open = vi.fn();
    expect(openCustomerService([], open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

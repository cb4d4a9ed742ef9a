import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { createI18n } from './setup';
import { useErrorText } from './use-error-text';

async function errorText(sections?: readonly string[]) {
  const i18n = await createI18n('EN');
  i18n.addResourceBundle('en', 'translation', { demo: { errors: { INTERNAL: 'Demo says {{what}}' } } }, true, true);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useErrorText(sections), { wrapper }).result.current;
}

describe('useErrorText', () => {
  it('answers null without an error and "Unknown error" for anything without a code', async () => {
    const text = await errorText();
    expect(text(null)).toBeNull();
    expect(text(new Error('boom'))).toBe('Unknown error');
    expect(text({ code: 'NO_SUCH_CODE' })).toBe('Unknown error');
  });

  it("prefers a section's own wording with the error's values, then the shared catalogue", async () => {
    expect((await errorText(['demo']))({ code: 'INTERNAL', value: { what: 'hi' } })).toBe('Demo says hi');
    expect((await errorText())({ code: 'INTERNAL' })).toBe('Unknown error');
    expect((await errorText(['demo']))({ code: 'VALIDATION_FAILED' })).toBe('Please enter the correct user information');
  });
});

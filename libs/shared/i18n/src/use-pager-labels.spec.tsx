import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { createI18n } from './setup';
import { usePagerLabels } from './use-pager-labels';

describe('usePagerLabels', () => {
  it("gives every pager its accessible names in the player's language", async () => {
    const i18n = await createI18n('EN');
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const labels = renderHook(() => usePagerLabels(), { wrapper }).result.current;
    expect(labels).toMatchObject({ label: 'Pages', previousLabel: 'Previous page', nextLabel: 'Next page' });
    expect(labels.pageLabel(3)).toBe('Page 3');
  });
});

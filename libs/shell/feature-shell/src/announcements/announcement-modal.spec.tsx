import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { announcement } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';
import { AnnouncementModal } from './announcement-modal';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const list = Array.from({ length: 20 }, (_, i) => announcement(i + 1));

function renderModal(announcements = list, onGoToPromotion = vi.fn()) {
  renderShell(<AnnouncementModal announcements={announcements} onClose={() => undefined} onGoToPromotion={onGoToPromotion} />, { i18n });
  return screen.getByTestId('publicModal');
}

describe('announcement popup (spec §2, §9)', () => {
  it('lists 8 announcements per page', () => {
    const modal = renderModal();
    expect(within(modal).getAllByTestId('announcement-item')).toHaveLength(8);
    fireEvent.click(within(modal).getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Next page' }));
    expect(within(modal).getAllByTestId('announcement-item').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Announcement 17'),
      expect.stringContaining('Announcement 18'),
      expect.stringContaining('Announcement 19'),
      expect.stringContaining('Announcement 20'),
    ]);
  });

  it('shows a pager range of 2 and no margin pages', () => {
    const modal = renderModal(Array.from({ length: 40 }, (_, i) => announcement(i + 1)));
    const pages = within(modal)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '2']);
    fireEvent.click(within(modal).getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Next page' }));
    expect(
      within(modal)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent),
    ).toEqual(['2', '3']);
    expect(within(modal).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the selected announcement on the right with its formatted start date', () => {
    const modal = renderModal();
    fireEvent.click(within(modal).getByText('Announcement 3'));
    const detail = within(modal).getByTestId('announcement-detail');
    expect(detail).toHaveTextContent('Content of announcement 3');
    expect(detail).toHaveTextContent('2026-01-04 10:00:00');
  });

  it("offers 'go to promotion' only for an item with a promotionType", () => {
    const onGo = vi.fn();
    const modal = renderModal([announcement(1), announcement(2, { promotionType: 'DEPOSIT_BONUS' })], onGo);
    expect(within(modal).queryByTestId('go-to-promotion')).not.toBeInTheDocument();
    fireEvent.click(within(modal).getByText('Announcement 2'));
    fireEvent.click(within(modal).getByTestId('go-to-promotion'));
    expect(onGo).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('sanitises announcement HTML with DOMPurify before showing it', () => {
    const modal = renderModal([
      announcement(1, { content: '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">link</a><b>safe</b>' }),
    ]);
    const content = within(modal).getByTestId('announcement-content');
    expect(content.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    expect(content).toHaveTextContent('safe');
    // An operator image without alt text becomes decorative.
    expect(content.querySelector('img')).toHaveAttribute('alt', '');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});

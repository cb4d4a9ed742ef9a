import { useEffect } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { promotion } from '../testing/fixtures';
import { PromotionsPage } from './promotions-page';
import { PromotionsCarousel } from './promotions-carousel';

// jsdom has no layout for embla to measure; the carousel itself is tested in the ui-kit.
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, undefined] }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

function At({ to, children }: { to: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to);
  }, [navigate, to]);
  return <>{children}</>;
}

describe('promotions page (spec §2 "/promotions (hash = promotion id)")', () => {
  it('selects the promotion whose id is the hash', async () => {
    const { client } = fakeClient({ promotions: () => [promotion(1), promotion(2), promotion(3)] });
    renderWithApp(<At to="/promotions#2"><PromotionsPage /></At>, { client, i18n });
    expect(await screen.findByTestId('promotion-detail')).toHaveTextContent('Details of promotion 2');
    expect(screen.getByTestId('promotion-item-2')).toHaveAttribute('aria-current', 'true');
  });

  it('sanitises promotion HTML before showing it', async () => {
    const { client } = fakeClient({
      promotions: () => [promotion(1, { content: '<img src=x onerror="alert(1)"><script>alert(2)</script><b>ok</b>' })],
    });
    renderWithApp(<PromotionsPage />, { client, i18n });
    const detail = await screen.findByTestId('promotion-detail');
    expect(detail.innerHTML).not.toContain('onerror');
    expect(detail.innerHTML).not.toContain('<script');
    expect(detail).toHaveTextContent('ok');
  });

  it('shows a translated empty state when there are no promotions', async () => {
    const { client } = fakeClient({ promotions: () => [] });
    renderWithApp(<PromotionsPage />, { client, i18n });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No promotions at the moment');
  });
});

describe('promotions carousel (spec §2 "arrows if there are more than 3")', () => {
  it('has no arrows for 3 promotions', () => {
    const { client } = fakeClient({});
    renderWithApp(<PromotionsCarousel promotions={[promotion(1), promotion(2), promotion(3)]} />, { client, i18n });
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('has arrows for 4 promotions', () => {
    const { client } = fakeClient({});
    renderWithApp(
      <PromotionsCarousel promotions={[promotion(1), promotion(2), promotion(3), promotion(4)]} />,
      { client, i18n },
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
  });
});

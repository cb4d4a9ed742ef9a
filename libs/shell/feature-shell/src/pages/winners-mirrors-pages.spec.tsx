import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { winner } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';
import { TEST_BRAND } from '../testing/test-brand';
import { MirrorsPage, mirrorDomains, mirrorUrl } from './mirrors-page';
import { WinnersPage, winnersList } from './winners-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
beforeEach(() => sessionStorage.clear());

describe('winners list (spec §2 winners list; §4 sorted by winAmount descending; §7 limit 20)', () => {
  it('sorts by winAmount descending and keeps at most 20', () => {
    const many = Array.from({ length: 25 }, (_, i) => winner(`p${i}`, (i * 37) % 25));
    const list = winnersList(many);
    expect(list).toHaveLength(20);
    expect(list.map((w) => w.vo.winAmount)).toEqual([...list.map((w) => w.vo.winAmount)].sort((a, b) => b - a));
    expect(list[0]!.vo.winAmount).toBe(24);
  });

  it('asks for the whole board (ALL, limit 20) and lists it biggest first', async () => {
    const { calls } = renderShell(<WinnersPage />, {
      i18n,
      handlers: { winners: () => [winner('ab***1', 50), winner('cd***2', 900), winner('ef***3', 300)] },
      path: '/winners',
    });
    const rows = await screen.findAllByTestId('winners-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['cd***2', 'ef***3', 'ab***1']);
    expect(calls.find((call) => call.id === 'winners')?.request).toMatchObject({ gameCategory: 'ALL', limitNum: '20' });
    expect(screen.getByRole('heading', { level: 1, name: 'Winners' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderShell(<WinnersPage />, { i18n, handlers: { winners: () => [] }, path: '/winners' });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('says so when the board cannot be loaded', async () => {
    renderShell(<WinnersPage />, {
      i18n,
      handlers: {
        winners: () => {
          throw new Error('down');
        },
      },
      path: '/winners',
    });
    expect(await screen.findByTestId('winners-error')).toHaveTextContent('The winners could not be loaded');
  });
});

describe('mirror list (spec §2 mirror list, from the brand manifest domains)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the main domain first, then the other domains, once each', () => {
    expect(mirrorDomains({ mainDomain: 'b.example', domains: ['a.example', 'b.example', 'c.example', 'a.example'] })).toEqual([
      'b.example',
      'a.example',
      'c.example',
    ]);
    expect(mirrorUrl('a.example', 'https:')).toBe('https://a.example');
  });

  it('copies a mirror address to the clipboard and announces it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderShell(<MirrorsPage />, {
      i18n,
      brand: { ...TEST_BRAND, mainDomain: 'fortuna.example', domains: ['fortuna.example', 'fortuna-mirror.example'] },
      path: '/mirrors',
    });
    const mirrors = screen.getAllByTestId('mirror');
    expect(mirrors.map((m) => within(m).getByRole('link').textContent)).toEqual(['http://fortuna.example', 'http://fortuna-mirror.example']);
    fireEvent.click(screen.getByRole('button', { name: 'Copy http://fortuna-mirror.example' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://fortuna-mirror.example'));
    expect(await screen.findByTestId('mirrors-status')).toHaveTextContent('fortuna-mirror.example copied to the clipboard');
    expect(within(mirrors[1]!).getByTestId('mirror-copy')).toHaveTextContent('Copied');
  });

  it('says so when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    renderShell(<MirrorsPage />, { i18n, path: '/mirrors' });
    fireEvent.click(screen.getAllByTestId('mirror-copy')[0]!);
    expect(await screen.findByTestId('mirrors-status')).toHaveTextContent('Could not copy');
  });
});

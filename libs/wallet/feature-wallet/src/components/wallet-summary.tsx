import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAIN_WALLET, type WalletBalance } from '@platform/shared/api-contract';
import { useFormatMoney } from '@platform/wallet/data-access';
import { Table } from './form-parts';

type Wallet = WalletBalance['wallets'][number];

/**
 * The wallet's figures in the order a player reads them (issue 21 "summaries first"): the total
 * and the main balance, then only the game wallets that hold money (largest first), and the empty
 * ones folded away under their count instead of a column of zeros.
 */
export function WalletSummary({ balance }: { balance: WalletBalance }) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, balance.currencySymbol);
  const { main, funded, empty, total } = splitWallets(balance.wallets);
  return (
    <>
      <Figures data-testid="wallet-summary">
        <Figure $wide>
          <dt>{t('wallet.total_balance')}</dt>
          <Big data-testid="wallet-total">{money(total)}</Big>
        </Figure>
        <Figure data-testid={`wallet-${MAIN_WALLET}`}>
          <dt>{t('wallet.main_wallet')}</dt>
          <dd>{money(main?.balance ?? 0)}</dd>
        </Figure>
        {balance.held > 0 ? (
          <Figure data-testid="wallet-held">
            <dt>{t('wallet.held_total')}</dt>
            <dd>{money(balance.held)}</dd>
          </Figure>
        ) : null}
      </Figures>
      {funded.length > 0 ? (
        <Table data-testid="wallet-list" data-cards>
          <caption>{t('wallet.funded_wallets')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.wallet')}</th>
              <th scope="col" className="amount">
                {t('wallet.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {funded.map((wallet) => (
              <tr key={wallet.code} data-testid={`wallet-${wallet.code}`}>
                <th scope="row" data-label={t('wallet.wallet')}>
                  {wallet.name}
                </th>
                <td className="amount" data-label={t('wallet.balance')}>
                  {money(wallet.balance)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {empty.length > 0 ? (
        <Empty data-testid="wallet-empty-list">
          <summary>{t('wallet.empty_wallets', { count: empty.length })}</summary>
          <ul>
            {empty.map((wallet) => (
              <li key={wallet.code} data-testid={`wallet-${wallet.code}`}>
                {wallet.name}
              </li>
            ))}
          </ul>
        </Empty>
      ) : null}
    </>
  );
}

/** Main apart; game wallets with money (largest first) before the empty ones; play money is not counted in the total. */
export function splitWallets(wallets: readonly Wallet[]) {
  const main = wallets.find((wallet) => wallet.code === MAIN_WALLET);
  const vendors = wallets.filter((wallet) => wallet.code !== MAIN_WALLET && wallet.code !== 'PLAY');
  const funded = vendors.filter((wallet) => wallet.balance !== 0).sort((a, b) => b.balance - a.balance);
  const empty = vendors.filter((wallet) => wallet.balance === 0);
  const total = (main?.balance ?? 0) + vendors.reduce((sum, wallet) => sum + wallet.balance, 0);
  return { main, funded, empty, total };
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: var(--space-sm);
  margin: 0;
`;

/** The total takes the whole first row, so a large balance never breaks inside its digits. */
const Figure = styled.div<{ $wide?: boolean }>`
  grid-column: ${(props) => (props.$wide ? '1 / -1' : 'auto')};
  min-width: 0;
  padding: var(--space-sm) var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface-raised);
  dt {
    color: var(--color-text-muted);
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Big = styled.dd`
  font-size: 1.5rem;
  font-weight: 700;
  overflow-wrap: normal;
`;

const Empty = styled.details`
  color: var(--color-text-muted);
  font-size: 0.875rem;
  summary {
    cursor: pointer;
    padding-block: var(--space-xs);
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-xs) var(--space-md);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

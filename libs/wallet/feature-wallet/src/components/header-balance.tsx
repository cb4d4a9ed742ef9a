import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { storeValuesAtom } from '@platform/shared/session';
import { VisuallyHidden } from '@platform/shared/ui-kit';
import { useFormatMoney, useVip, useWalletBalance } from '@platform/wallet/data-access';

/** Remembered per browser: a player who hides the balance in a café keeps it hidden. */
export const HIDE_BALANCE_KEY = 'hideBalance';
const MASK = '****';

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_BALANCE_KEY) === '1';
  } catch {
    return false;
  }
}

export interface HeaderBalanceProps {
  /** Where the deposit shortcut goes (the member centre's depositv2 page). */
  depositHref: string;
}

/**
 * The header balance (spec §2): refresh and show/hide toggles and a deposit shortcut. It also
 * feeds the store's balance, currencySymbol and VIP values (spec §3 "Store values").
 */
export function HeaderBalance({ depositHref }: HeaderBalanceProps) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const vip = useVip();
  const setStore = useSetAtom(storeValuesAtom);
  const [hidden, setHidden] = useState(readHidden);

  useEffect(() => {
    if (!balance.data) return;
    const { balance: amount, currencySymbol } = balance.data;
    setStore((store) => ({ ...store, balance: amount, currencySymbol }));
  }, [balance.data, setStore]);

  useEffect(() => {
    if (!vip.data) return;
    const { hasVip, vipLabelName, vipRankLevel } = vip.data;
    setStore((store) => ({ ...store, hasVip, vipLabelName, vipRankLevel }));
  }, [vip.data, setStore]);

  function toggleHidden() {
    const next = !hidden;
    setHidden(next);
    try {
      localStorage.setItem(HIDE_BALANCE_KEY, next ? '1' : '0');
    } catch {
      // Private mode without storage: the toggle still works for this page.
    }
  }

  const text = balance.data
    ? hidden
      ? MASK
      : formatMoney(balance.data.balance, balance.data.currencySymbol)
    : balance.isError
      ? '—'
      : '…';

  return (
    <Box data-testid="header-balance">
      <VisuallyHidden>{t('wallet.balance')}</VisuallyHidden>
      {balance.data?.isTrial ? <Trial>{t('wallet.play_money')}</Trial> : null}
      <Amount aria-live="polite" data-testid="balance-amount" title={balance.data && !hidden ? text : undefined}>
        {text}
      </Amount>
      <IconButton
        type="button"
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
        aria-label={t('wallet.refresh_balance')}
        data-testid="balance-refresh"
      >
        <Spin aria-hidden="true" $spinning={balance.isFetching}>
          ↻
        </Spin>
      </IconButton>
      <IconButton
        type="button"
        onClick={toggleHidden}
        aria-pressed={hidden}
        aria-label={hidden ? t('wallet.show_balance') : t('wallet.hide_balance')}
        data-testid="balance-toggle"
      >
        <span aria-hidden="true">{hidden ? '◉' : '◎'}</span>
      </IconButton>
      {balance.data && !balance.data.isTrial ? (
        <Deposit to={depositHref} data-testid="header-deposit">
          <DepositPlus aria-hidden="true">+</DepositPlus>
          <DepositText>{t('wallet.deposit')}</DepositText>
        </Deposit>
      ) : null}
    </Box>
  );
}

/**
 * Under 400 px (a 360 px Android phone's one-row header: menu, logo, balance, refresh, Deposit and
 * the account) "R$ 10.000,00" beside "Depositar" ran 44 px over the logo. There the amount is a
 * size smaller and Deposit is a "+" keeping its name for screen readers; and the amount, not the
 * logo, gives way if a balance is longer still (an ellipsis, the full figure in its title).
 */
const NARROW = '@media (max-width: 399.98px)';

const Box = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
  min-width: 0;
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  min-width: 5ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${NARROW} {
    font-size: 0.9375rem;
  }
`;

const Trial = styled.small`
  margin-right: var(--space-xs);
  font-weight: 400;
`;

const IconButton = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  min-width: 2rem;
  min-height: 2rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--radius-md);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
  }
  &:disabled {
    cursor: progress;
  }
`;

const Spin = styled.span<{ $spinning: boolean }>`
  display: inline-block;
  @media (prefers-reduced-motion: no-preference) {
    animation: ${({ $spinning }) => ($spinning ? 'wallet-spin 0.8s linear infinite' : 'none')};
  }
  @keyframes wallet-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

const Deposit = styled(Link)`
  flex: none;
  padding: var(--space-xs) var(--space-sm);
  border-radius: var(--radius-md);
  background: var(--color-secondary);
  color: var(--color-on-secondary);
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  ${NARROW} {
    display: inline-grid;
    place-items: center;
    min-width: 2.25rem;
    min-height: 2.25rem;
    padding: 0;
  }
`;

const DepositPlus = styled.span`
  display: none;
  font-size: 1.375rem;
  line-height: 1;
  ${NARROW} {
    display: inline;
  }
`;

/** Hidden under 400 px the way VisuallyHidden hides, so the link keeps "Deposit" as its name. */
const DepositText = styled.span`
  ${NARROW} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Wagering } from '@platform/shared/api-contract';
import { useFormatMoney } from '@platform/wallet/data-access';

const Box = styled.section`
  display: grid;
  gap: 0.25rem;
  margin-block: 0.75rem;
`;

const Bar = styled.progress`
  width: 100%;
  height: 0.5rem;
  accent-color: var(--color-primary);
`;

/**
 * The bonus wagering requirement (issue 19): how much of the turnover a bonus requires is done.
 * While any is owed the gateway refuses withdrawals and transfers to other members, so the page
 * says how much more to bet. Nothing is shown to a member who never had a bonus.
 */
export function WageringProgress({ wagering, currencySymbol }: { wagering: Wagering | undefined; currencySymbol: string }) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation();
  if (!wagering || wagering.required === 0) return null;
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const wagered = wagering.required - wagering.outstanding;
  return (
    <Box aria-labelledby="wagering-title" data-testid="wagering-progress">
      <strong id="wagering-title">{t('wallet.wagering_title')}</strong>
      <Bar max={wagering.required} value={wagered} aria-labelledby="wagering-title" aria-valuetext={t('wallet.wagering_progress', { wagered: money(wagered), required: money(wagering.required) })} />
      <small>{t('wallet.wagering_progress', { wagered: money(wagered), required: money(wagering.required) })}</small>
      <small>{wagering.outstanding > 0 ? t('wallet.wagering_remaining', { remaining: money(wagering.outstanding) }) : t('wallet.wagering_met')}</small>
    </Box>
  );
}

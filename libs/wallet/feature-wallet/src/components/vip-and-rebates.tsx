import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useFormatMoney, useRebateRates, useVip } from '@platform/wallet/data-access';
import { Table, TableScroll } from './form-parts';

/** The member's VIP level with progress by turnover, and the rebate rates (spec §3, §9). */
export function VipAndRebates({ currencySymbol }: { currencySymbol: string }) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation();
  const vip = useVip();
  const rates = useRebateRates();
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const progress = vip.data?.nextLevelTurnover ? Math.min(1, vip.data.turnover / vip.data.nextLevelTurnover) : 1;

  return (
    <Box>
      {vip.data?.hasVip ? (
        <section aria-labelledby="vip-title" data-testid="vip">
          <h3 id="vip-title">{t('wallet.vip_title', { rank: vip.data.vipRankLevel, name: vip.data.vipLabelName })}</h3>
          {vip.data.nextLevelTurnover !== null && vip.data.nextVipLabelName ? (
            <>
              <progress max={100} value={Math.round(progress * 100)} aria-label={t('wallet.vip_progress')} />
              <small>
                {t('wallet.vip_next', {
                  turnover: money(vip.data.turnover),
                  target: money(vip.data.nextLevelTurnover),
                  name: vip.data.nextVipLabelName,
                })}
              </small>
            </>
          ) : (
            <small>{t('wallet.vip_top')}</small>
          )}
        </section>
      ) : null}
      {rates.data && rates.data.length > 0 ? (
        <section aria-labelledby="rebates-title">
          <h3 id="rebates-title">{t('wallet.rebates_title')}</h3>
          <TableScroll>
            <Table data-testid="rebate-rates">
              <tbody>
                {rates.data.map((rate) => (
                  <tr key={rate.category}>
                    <th scope="row">{t(`wallet.rebate_category.${rate.category}`)}</th>
                    <td className="amount">{rate.display}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </section>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: var(--space-md);
  h3 {
    margin: 0 0 var(--space-xs);
    font-size: 1rem;
  }
  progress {
    width: 100%;
    accent-color: var(--color-primary);
  }
`;

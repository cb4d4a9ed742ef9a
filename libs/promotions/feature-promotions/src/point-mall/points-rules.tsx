import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PointsConfig } from '@platform/shared/api-contract';
import { formatMoney } from '@platform/shared/i18n';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  margin: 0;
  padding-inline-start: var(--space-lg);
  color: var(--color-text);
`;

/** The rules tab: how points are earned and converted, from the merchant's config; points never expire (spec §9). */
export function PointsRules({ config }: { config: PointsConfig }) {
  const { t } = useTranslation();
  return (
    <List data-testid="points-rules">
      <li>{t('point_mall.rule_earn', { turnover: formatMoney(config.turnoverPerPoint) })}</li>
      <li>{t('point_mall.rule_convert', { amount: formatMoney(config.pointValue * 100) })}</li>
      <li>{t('point_mall.rule_min', { min: config.minConvertPoints })}</li>
      <li>{t('point_mall.rule_redeem')}</li>
      <li>{t('point_mall.rule_no_expiry')}</li>
    </List>
  );
}

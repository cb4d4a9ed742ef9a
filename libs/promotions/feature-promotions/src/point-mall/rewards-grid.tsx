import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PointsReward } from '@platform/shared/api-contract';
import { usePointsRewards } from '@platform/promotions/data-access';
import { formatMoney, useErrorText } from '@platform/shared/i18n';
import { Alert, Button, EmptyState, Skeleton } from '@platform/shared/ui-kit';
import { Card, CardGrid } from './card-grid';
import { redeemBlockReason } from './point-mall-rules';
import { RedeemDialog } from './redeem-dialog';

const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Cost = styled.p`
  margin: 0;
  font-weight: 700;
  color: var(--color-primary);
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

/** The rewards catalogue; each card's redeem opens the password prompt. */
export function RewardsGrid({ language, balance }: { language: string; balance: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText(['point_mall']);
  const rewards = usePointsRewards(language);
  const [chosen, setChosen] = useState<PointsReward | null>(null);

  if (rewards.isPending) return <Skeleton shape="rect" height="10rem" />;
  if (rewards.isError) return <Alert tone="error">{errorText(rewards.error)}</Alert>;
  if (rewards.data.rows.length === 0) return <EmptyState message={t('point_mall.no_rewards')} />;
  return (
    <>
      <CardGrid $min="180px" data-testid="rewards-grid">
        {rewards.data.rows.map((reward) => {
          const blocked = redeemBlockReason(balance, reward.points);
          return (
            <Card key={reward.id} data-testid={`reward-${reward.id}`}>
              <Title>{reward.title}</Title>
              <Cost>{t('point_mall.points_value', { points: reward.points })}</Cost>
              <Hint>{t('point_mall.reward_amount', { amount: formatMoney(reward.amount) })}</Hint>
              <Button onClick={() => setChosen(reward)} disabled={blocked !== null} aria-describedby={blocked ? `reward-${reward.id}-hint` : undefined}>
                {t('point_mall.redeem')}
              </Button>
              {blocked ? <Hint id={`reward-${reward.id}-hint`}>{t(blocked)}</Hint> : null}
            </Card>
          );
        })}
      </CardGrid>
      {chosen ? <RedeemDialog reward={chosen} onClose={() => setChosen(null)} /> : null}
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PointsReward } from '@platform/shared/api-contract';
import { useRedeemPoints } from '@platform/promotions/data-access';
import { formatMoney, useErrorText } from '@platform/shared/i18n';
import { Alert, Button, Modal, PasswordField } from '@platform/shared/ui-kit';
import { redeemFormError } from './point-mall-rules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-md);
  padding: var(--space-md);
`;

/** The redeem prompt: the reward, its cost, and the login password (spec §7 "redeem (password-checked, E)"). */
export function RedeemDialog({ reward, onClose }: { reward: PointsReward; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText(['point_mall']);
  const redeem = useRedeemPoints();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const fieldError = touched ? redeemFormError(password) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (redeemFormError(password)) return;
    redeem.mutate({ rewardId: reward.id, password });
  };

  return (
    <Modal name="redeem-dialog" title={t('point_mall.redeem_title')} width={420} height={420} onClose={onClose} closeLabel={t('common.close')}>
      {redeem.isSuccess ? (
        <Form as="div">
          <Alert tone="success" testId="redeem-done">
            {t('point_mall.redeem_done', { title: reward.title })}
          </Alert>
          <Button onClick={onClose}>{t('common.ok')}</Button>
        </Form>
      ) : (
        <Form onSubmit={submit} noValidate>
          <p>{t('point_mall.redeem_confirm', { title: reward.title, points: reward.points, amount: formatMoney(reward.amount) })}</p>
          <PasswordField
            label={t('point_mall.password')}
            value={password}
            onChange={setPassword}
            error={fieldError ? t(fieldError) : null}
            autoComplete="current-password"
            requiredMark
            showLabel={t('auth.show_password')}
            hideLabel={t('auth.hide_password')}
          />
          {redeem.error ? <Alert tone="error" testId="redeem-error">{errorText(redeem.error)}</Alert> : null}
          <Button type="submit" loading={redeem.isPending} block>
            {t('point_mall.redeem')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}

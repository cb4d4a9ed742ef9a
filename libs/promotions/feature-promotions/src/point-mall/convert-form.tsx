import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PointsConfig } from '@platform/shared/api-contract';
import { useConvertPoints } from '@platform/promotions/data-access';
import { formatMoney, useErrorText } from '@platform/shared/i18n';
import { Alert, Button, PasswordField, TextField } from '@platform/shared/ui-kit';
import { checkConvert } from './point-mall-rules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-md);
  max-width: 420px;
`;

/** Convert points into the main wallet (spec §7 "convert points (password-checked, E)"). */
export function ConvertForm({ balance, config }: { balance: number; config: PointsConfig }) {
  const { t } = useTranslation();
  const errorText = useErrorText(['point_mall']);
  const convert = useConvertPoints();
  const [pointsText, setPointsText] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const check = checkConvert(pointsText, password, balance, config.minConvertPoints);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (check.pointsError || check.passwordError || check.points === null) return;
    convert.mutate(
      { points: check.points, password },
      {
        onSuccess: () => {
          setPointsText('');
          setPassword('');
          setTouched(false);
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="convert-form">
      <TextField
        label={t('point_mall.convert_points')}
        value={pointsText}
        onChange={setPointsText}
        inputMode="numeric"
        requiredMark
        error={touched && check.pointsError ? t(check.pointsError.key, check.pointsError.values ?? {}) : null}
      />
      <p aria-live="polite">
        {t('point_mall.convert_preview', { amount: formatMoney((check.points ?? 0) * config.pointValue) })}
      </p>
      <PasswordField
        label={t('point_mall.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        requiredMark
        error={touched && check.passwordError ? t(check.passwordError) : null}
        showLabel={t('auth.show_password')}
        hideLabel={t('auth.hide_password')}
      />
      {convert.error ? <Alert tone="error" testId="convert-error">{errorText(convert.error)}</Alert> : null}
      {convert.isSuccess && !convert.isPending ? (
        <Alert tone="success" testId="convert-done">
          {t('point_mall.convert_done', { points: convert.data.points, amount: formatMoney(convert.data.amount) })}
        </Alert>
      ) : null}
      <Button type="submit" loading={convert.isPending}>
        {t('point_mall.convert')}
      </Button>
    </Form>
  );
}

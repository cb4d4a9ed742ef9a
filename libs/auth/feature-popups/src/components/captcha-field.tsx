import { useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { TextField } from '@platform/shared/ui-kit';
import { useCaptcha } from '@platform/auth/data-access';
import {
  CAPTCHA_REFRESH_THROTTLE_MS,
  createThrottle,
} from '@platform/auth/feature-auth';

const ImageButton = styled.button`
  padding: 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  cursor: pointer;
  min-width: 120px;
  min-height: 44px;
  img {
    display: block;
    height: 42px;
  }
`;

export interface CaptchaFieldProps {
  captchaKey: string;
  nonce: number;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** The captcha input and image (a PNG data URL from the gateway); clicking the image refreshes it, at most once a second. */
export function CaptchaField({ captchaKey, nonce, onRefresh, value, onChange, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const image = useCaptcha(captchaKey, nonce, true);
  const attempt = useMemo(() => createThrottle(CAPTCHA_REFRESH_THROTTLE_MS), []);
  return (
    <TextField
      label={t('auth.captcha')}
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="off"
      data-testid="captcha-input"
      addon={
        <ImageButton
          type="button"
          title={t('auth.captcha_refresh')}
          aria-label={t('auth.captcha_refresh')}
          data-testid="captcha-image"
          onClick={() => attempt(onRefresh)}
        >
          {image.data ? <img src={image.data} alt="" /> : null}
        </ImageButton>
      }
    />
  );
}

import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const Bar = styled.progress`
  width: 100%;
  height: 0.5rem;
  accent-color: var(--color-primary);
`;

/** A labelled progress bar for one upload (0..1). */
export function UploadProgress({ name, fraction }: { name: string; fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  return (
    <div data-testid="upload-progress">
      <small>{t('wallet.uploading', { name, percent })}</small>
      <Bar max={100} value={percent} aria-label={t('wallet.upload_progress', { name })} />
    </div>
  );
}

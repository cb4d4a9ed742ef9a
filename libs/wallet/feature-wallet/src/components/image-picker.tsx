import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { MAX_PROOF_IMAGES } from '@platform/shared/api-contract';
import { useApiClient, checkImage, uploadImage } from '@platform/shared/api-client';
import { Button, FieldError } from '@platform/shared/ui-kit';
import { useErrorText } from '../hooks/use-error-text';
import { UploadProgress } from './upload-progress';

export interface UploadedImage {
  uploadId: string;
  name: string;
}

export interface ImagePickerProps {
  label: string;
  /** At most this many images (spec §5: 3). */
  max?: number;
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  testId: string;
}

/**
 * Picks png or jpg images and uploads each at once with a progress bar. Files are checked by
 * their first bytes and size before any byte leaves the browser; the gateway checks them again.
 */
export function ImagePicker({ label, max = MAX_PROOF_IMAGES, value, onChange, testId }: ImagePickerProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApiClient();
  const inputId = useId();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    setError(null);
    const picked = Array.from(files);
    if (value.length + picked.length > max) {
      setError(t('wallet.too_many_images', { max }));
      return;
    }
    let images = value;
    for (const file of picked) {
      const checked = await checkImage(file);
      if (!checked.ok) {
        setError(t(`wallet.upload_${checked.problem}`));
        return;
      }
      setProgress({ name: file.name, fraction: 0 });
      try {
        const answer = await uploadImage(client, { name: file.name, ...checked }, (fraction) =>
          setProgress({ name: file.name, fraction }),
        );
        images = [...images, { uploadId: answer.uploadId, name: file.name }];
        onChange(images);
      } catch (failure) {
        setError(errorText(failure));
        return;
      } finally {
        setProgress(null);
      }
    }
  }

  return (
    <Box data-testid={testId}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        multiple={max > 1}
        disabled={progress !== null || value.length >= max}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          void add(event.target.files);
          event.target.value = '';
        }}
        data-testid={`${testId}-input`}
      />
      <small id={`${inputId}-hint`}>{t('wallet.upload_hint', { max })}</small>
      {progress ? <UploadProgress name={progress.name} fraction={progress.fraction} /> : null}
      {value.length > 0 ? (
        <List>
          {value.map((image) => (
            <li key={image.uploadId} data-testid={`${testId}-item`}>
              <span>{image.name}</span>
              <Button
                type="button"
                variant="ghost"
                aria-label={t('wallet.remove_image', { name: image.name })}
                onClick={() => onChange(value.filter((other) => other.uploadId !== image.uploadId))}
              >
                ✕
              </Button>
            </li>
          ))}
        </List>
      ) : null}
      {error ? <FieldError role="alert" data-testid={`${testId}-error`}>{error}</FieldError> : null}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: var(--space-xs);
  font-size: 0.875rem;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-sm);
  }
`;

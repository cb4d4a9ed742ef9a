import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useApiClient, checkImage, uploadImage, type ImageProblem } from '@platform/shared/api-client';
import { Button } from '@platform/shared/ui-kit';

export interface UploadedImage {
  uploadId: string;
  name: string;
}

interface Pending {
  name: string;
  progress: number;
}

/**
 * Images for an application or a feedback (spec §5, §9): png or jpg by magic bytes, 5 MB each, at
 * most `max`. Each file is checked here first, then uploaded with a progress bar; the form sends
 * only the upload ids.
 */
export function ImagePicker({ max, value, onChange, testId }: { max: number; value: UploadedImage[]; onChange: (images: UploadedImage[]) => void; testId: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const inputId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<ImageProblem | 'too_many' | 'upload_failed' | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    if (value.length + pending.length + files.length > max) {
      setProblem('too_many');
      return;
    }
    let images = value;
    for (const file of files) {
      const checked = await checkImage(file);
      if (!checked.ok) {
        setProblem(checked.problem);
        continue;
      }
      setPending((list) => [...list, { name: file.name, progress: 0 }]);
      try {
        const uploaded = await uploadImage(client, { name: file.name, bytes: checked.bytes, kind: checked.kind }, (progress) =>
          setPending((list) => list.map((item) => (item.name === file.name ? { ...item, progress } : item))),
        );
        images = [...images, { uploadId: uploaded.uploadId, name: file.name }];
        onChange(images);
      } catch {
        setProblem('upload_failed');
      } finally {
        setPending((list) => list.filter((item) => item.name !== file.name));
      }
    }
  }

  return (
    <Wrapper data-testid={testId}>
      <label htmlFor={inputId}>{t('member.images_label', { max })}</label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={value.length + pending.length >= max}
        onChange={(event) => void pick(event)}
        data-testid={`${testId}-input`}
      />
      {pending.map((item) => (
        <progress key={item.name} max={1} value={item.progress} aria-label={t('member.images_uploading', { name: item.name })} />
      ))}
      {problem ? (
        <p role="alert" data-testid={`${testId}-problem`}>
          {t(`member.images_problem.${problem}`, { max })}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul>
          {value.map((image) => (
            <li key={image.uploadId} data-testid={`${testId}-item`}>
              <span>{image.name}</span>
              <Button
                type="button"
                variant="secondary"
                onClick={() => onChange(value.filter((item) => item.uploadId !== image.uploadId))}
                aria-label={t('member.images_remove', { name: image.name })}
              >
                {t('member.images_remove_short')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: var(--space-xs);
  progress {
    width: 100%;
  }
  ul {
    display: grid;
    gap: var(--space-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-sm);
  }
`;

import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { FieldError } from './text-field';

export interface UploadedImage {
  uploadId: string;
  name: string;
}

/** What uploading one file came to: its upload id, or the translated reason it was refused. */
export type ImageUploadOutcome = { uploadId: string } | { problem: string };

/** The picker's words, translated by the caller. */
export interface ImagePickerTexts {
  label: string;
  /** Under the input, e.g. "png or jpg, up to 5 MB each, at most 3". */
  hint?: string;
  /** Shown when a pick would go over `max`. */
  tooMany: string;
  /** Names one upload's progress bar, e.g. "Upload progress of receipt.png". */
  progressLabel: (name: string) => string;
  /** Optional visible status above the bar, e.g. "Uploading receipt.png: 40%". */
  uploading?: (name: string, percent: number) => string;
  /** The remove button's accessible name, e.g. "Remove receipt.png". */
  remove: (name: string) => string;
}

export interface ImagePickerProps {
  /** At most this many images. */
  max: number;
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  /**
   * Checks and uploads one file, reporting progress from 0 to 1. It answers the reason to show
   * rather than throwing: the caller owns the API and the wording of its refusals.
   */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<ImageUploadOutcome>;
  texts: ImagePickerTexts;
  testId: string;
}

/**
 * Picks png or jpg images and uploads each at once with a progress bar (spec §5, §9: proofs,
 * receipts, application and feedback images). Files go one after the other; the first refusal
 * stops the pick and is announced, the images already uploaded stay. The input is off while a
 * file uploads and once `max` images are in.
 */
export function ImagePicker({ max, value, onChange, upload, texts, testId }: ImagePickerProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(files: File[]) {
    if (files.length === 0) return;
    setProblem(null);
    if (value.length + files.length > max) {
      setProblem(texts.tooMany);
      return;
    }
    let images = value;
    try {
      for (const file of files) {
        setProgress({ name: file.name, fraction: 0 });
        const outcome = await upload(file, (fraction) => setProgress({ name: file.name, fraction }));
        if ('problem' in outcome) {
          setProblem(outcome.problem);
          return;
        }
        images = [...images, { uploadId: outcome.uploadId, name: file.name }];
        onChange(images);
      }
    } finally {
      setProgress(null);
    }
  }

  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <Box data-testid={testId}>
      <label htmlFor={inputId}>{texts.label}</label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        multiple={max > 1}
        disabled={progress !== null || value.length >= max}
        aria-describedby={texts.hint ? `${inputId}-hint` : undefined}
        onChange={(event) => {
          void add(Array.from(event.target.files ?? []));
          // The same file may be picked again after a refusal or a removal.
          event.target.value = '';
        }}
        data-testid={`${testId}-input`}
      />
      {texts.hint ? <small id={`${inputId}-hint`}>{texts.hint}</small> : null}
      {progress ? (
        <div data-testid={`${testId}-progress`}>
          {texts.uploading ? <small>{texts.uploading(progress.name, percent)}</small> : null}
          <Bar max={100} value={percent} aria-label={texts.progressLabel(progress.name)} />
        </div>
      ) : null}
      {value.length > 0 ? (
        <List>
          {value.map((image) => (
            <li key={image.uploadId} data-testid={`${testId}-item`}>
              <span>{image.name}</span>
              <Button
                type="button"
                variant="ghost"
                aria-label={texts.remove(image.name)}
                onClick={() => onChange(value.filter((other) => other.uploadId !== image.uploadId))}
              >
                ✕
              </Button>
            </li>
          ))}
        </List>
      ) : null}
      {problem ? (
        <FieldError role="alert" data-testid={`${testId}-error`}>
          {problem}
        </FieldError>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: var(--space-xs);
  font-size: 0.875rem;
`;

const Bar = styled.progress`
  width: 100%;
  height: 0.5rem;
  accent-color: var(--color-primary);
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

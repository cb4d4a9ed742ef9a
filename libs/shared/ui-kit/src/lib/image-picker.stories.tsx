import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImagePicker, type ImagePickerProps, type ImageUploadOutcome } from './image-picker';

const texts: ImagePickerProps['texts'] = {
  label: 'Proof of payment',
  hint: 'png or jpg, up to 5 MB each, at most 3',
  tooMany: 'At most 3 images',
  progressLabel: (name) => `Upload progress of ${name}`,
  uploading: (name, percent) => `Uploading ${name}: ${percent}%`,
  remove: (name) => `Remove ${name}`,
};

/**
 * Stands in for the API in Storybook only: "uploads" a png or jpg in ten steps of 100 ms and
 * refuses anything else, as the domains' check does before a byte leaves the browser.
 */
function slowUpload(file: File, onProgress: (fraction: number) => void): Promise<ImageUploadOutcome> {
  if (!/\.(png|jpe?g)$/i.test(file.name)) return Promise.resolve({ problem: 'Only png or jpg images can be uploaded' });
  return new Promise((resolve) => {
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      onProgress(step / 10);
      if (step === 10) {
        clearInterval(timer);
        resolve({ uploadId: `story-${file.name}-${Date.now()}` });
      }
    }, 100);
  });
}

/** Keeps the picked images in state so picking and removing can be tried. */
function ImagePickerDemo({ value: start, ...props }: ImagePickerProps) {
  const [value, setValue] = useState(start);
  return <ImagePicker {...props} value={value} onChange={setValue} />;
}

/** One picker for every image the player sends: deposit receipts, withdrawal proofs, applications, feedback. */
const meta = {
  title: 'ui-kit/ImagePicker',
  component: ImagePickerDemo,
  tags: ['autodocs'],
  args: { max: 3, value: [], onChange: () => undefined, upload: slowUpload, texts, testId: 'image-picker' },
} satisfies Meta<typeof ImagePickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Two images in: each can be removed by its named button. */
export const WithImages: Story = {
  args: {
    value: [
      { uploadId: 'u1', name: 'receipt.png' },
      { uploadId: 'u2', name: 'statement.jpg' },
    ],
  },
};

/** A deposit takes one receipt; with it in, the input is off until it is removed. */
export const SingleImageFull: Story = {
  args: { max: 1, value: [{ uploadId: 'u1', name: 'receipt.png' }], texts: { ...texts, label: '* Receipt', hint: 'png or jpg, up to 5 MB' } },
};

/** Texts come from props, translated by the caller (here Portuguese, without a hint). */
export const Portuguese: Story = {
  args: {
    texts: {
      label: 'Imagens (png ou jpg, 5 MB cada, no máximo 3)',
      tooMany: 'No máximo 3 imagens',
      progressLabel: (name) => `Enviando ${name}`,
      remove: (name) => `Remover ${name}`,
    },
  },
};

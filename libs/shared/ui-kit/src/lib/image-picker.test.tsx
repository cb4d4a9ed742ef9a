import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { ImagePicker, type ImagePickerProps, type UploadedImage } from './image-picker';

const texts: ImagePickerProps['texts'] = {
  label: 'Proof',
  hint: 'png or jpg, at most 2',
  tooMany: 'At most 2 images',
  progressLabel: (name) => `Upload progress of ${name}`,
  uploading: (name, percent) => `Uploading ${name}: ${percent}%`,
  remove: (name) => `Remove ${name}`,
};

const png = (name: string) => new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });

function Picker({ upload, max = 2, initial = [] }: { upload: ImagePickerProps['upload']; max?: number; initial?: UploadedImage[] }) {
  const [value, setValue] = useState(initial);
  return <ImagePicker max={max} value={value} onChange={setValue} upload={upload} texts={texts} testId="proof" />;
}

const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('proof-input'), { target: { files } });

describe('ImagePicker', () => {
  it('uploads each picked file in turn and lists it, with a remove button named after it', async () => {
    const upload = vi.fn(async (file: File) => ({ uploadId: `id-${file.name}` }));
    renderWithTheme(<Picker upload={upload} />);
    expect(screen.getByLabelText('Proof')).toHaveAccessibleDescription('png or jpg, at most 2');

    pick(png('a.png'), png('b.png'));

    await waitFor(() => expect(screen.getAllByTestId('proof-item')).toHaveLength(2));
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['a.png', 'b.png']);
    // Full: nothing more can be picked until one goes.
    expect(screen.getByTestId('proof-input')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.getAllByTestId('proof-item')).toHaveLength(1);
    expect(screen.getByTestId('proof-item')).toHaveTextContent('b.png');
    expect(screen.getByTestId('proof-input')).toBeEnabled();
  });

  it('refuses a pick over the limit before uploading anything', async () => {
    const upload = vi.fn(async () => ({ uploadId: 'never' }));
    renderWithTheme(<Picker upload={upload} initial={[{ uploadId: 'u1', name: 'old.png' }]} />);

    pick(png('a.png'), png('b.png'));

    expect(await screen.findByRole('alert')).toHaveTextContent('At most 2 images');
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the progress of the file in flight and keeps the input off until it is done', async () => {
    let report: (fraction: number) => void = () => undefined;
    let finish: (outcome: { uploadId: string }) => void = () => undefined;
    const upload = vi.fn((_file: File, onProgress: (fraction: number) => void) => {
      report = onProgress;
      return new Promise<{ uploadId: string }>((resolve) => (finish = resolve));
    });
    renderWithTheme(<Picker upload={upload} />);

    pick(png('a.png'));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    report(0.4);

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of a.png' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '40'));
    expect(screen.getByTestId('proof-progress')).toHaveTextContent('Uploading a.png: 40%');
    expect(screen.getByTestId('proof-input')).toBeDisabled();

    finish({ uploadId: 'u1' });
    await waitFor(() => expect(screen.queryByTestId('proof-progress')).not.toBeInTheDocument());
    expect(screen.getByTestId('proof-item')).toHaveTextContent('a.png');
    expect(screen.getByTestId('proof-input')).toBeEnabled();
  });

  it('announces the first refusal, keeps what was uploaded before it and uploads nothing after it', async () => {
    const upload = vi.fn(async (file: File) => (file.name === 'b.svg' ? { problem: 'Only png or jpg images' } : { uploadId: `id-${file.name}` }));
    renderWithTheme(<Picker upload={upload} max={3} />);

    pick(png('a.png'), png('b.svg'), png('c.png'));

    expect(await screen.findByTestId('proof-error')).toHaveTextContent('Only png or jpg images');
    expect(screen.getAllByTestId('proof-item')).toHaveLength(1);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('proof-progress')).not.toBeInTheDocument();
  });
});

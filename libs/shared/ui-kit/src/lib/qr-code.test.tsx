import { describe, it, expect, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { QR_DEFAULTS, normaliseQrOptions } from './qr-code-options';
import {
  autoDarkColour,
  averageColour,
  binarizePixels,
  qrMatrix,
  qrModuleRects,
  type QrMatrix,
} from './qr-code-draw';
import { QrCode } from './qr-code';
import { contrastRatio } from '@platform/shared/brand';

const defaults = normaliseQrOptions({ text: 'https://example.test/app' });

describe('QR_DEFAULTS / normaliseQrOptions', () => {
  it('defaults to size 200, margin 20, level M, dot scale 0.35, logo scale 0.2, threshold 128 (spec §9)', () => {
    expect(defaults).toMatchObject({
      size: 200,
      margin: 20,
      errorCorrectionLevel: 'M',
      dotScale: 0.35,
      logoScale: 0.2,
      binarizeThreshold: 128,
      colorDark: '#000000',
      colorLight: '#ffffff',
    });
    expect(QR_DEFAULTS).toMatchObject({ size: 200, margin: 20, errorCorrectionLevel: 'M' });
  });

  it.each([0, -0.1, 0.31, 1, Number.NaN, Infinity])(
    'falls back to the default logo scale for the out-of-range value %s',
    (logoScale) => {
      expect(normaliseQrOptions({ text: 'x', logoScale }).logoScale).toBe(0.2);
    },
  );

  it.each([0, -1, 1.01, 5, Number.NaN])(
    'falls back to the default dot scale for the out-of-range value %s',
    (dotScale) => {
      expect(normaliseQrOptions({ text: 'x', dotScale }).dotScale).toBe(0.35);
    },
  );

  it.each([-1, 101, 1000, Number.NaN])(
    'falls back to the default margin for the out-of-range value %s',
    (margin) => {
      expect(normaliseQrOptions({ text: 'x', margin }).margin).toBe(20);
    },
  );

  it('keeps in-range values, including the range limits', () => {
    expect(normaliseQrOptions({ text: 'x', logoScale: 0.3, dotScale: 1, margin: 0 })).toMatchObject(
      {
        logoScale: 0.3,
        dotScale: 1,
        margin: 0,
      },
    );
    expect(
      normaliseQrOptions({ text: 'x', logoScale: 0.05, dotScale: 0.01, margin: 99, size: 400 }),
    ).toMatchObject({ logoScale: 0.05, dotScale: 0.01, margin: 99 });
  });

  it('rejects a margin that leaves no room for the code at the given size', () => {
    expect(normaliseQrOptions({ text: 'x', size: 100, margin: 50 }).margin).toBe(20);
    expect(normaliseQrOptions({ text: 'x', size: 30, margin: 20 }).margin).toBe(0);
  });

  it('falls back on a bad size, colour, level or threshold, and expands #rgb colours', () => {
    const o = normaliseQrOptions({
      text: 'x',
      size: -5,
      colorDark: 'var(--color-text)',
      colorLight: '#FA0',
      errorCorrectionLevel: 'X' as never,
      binarizeThreshold: 300,
      logoMargin: -2,
    });
    expect(o).toMatchObject({
      size: 200,
      colorDark: '#000000',
      colorLight: '#ffaa00',
      errorCorrectionLevel: 'M',
      binarizeThreshold: 128,
      logoMargin: 0,
    });
  });
});

describe('QR drawing helpers', () => {
  const matrix: QrMatrix = {
    size: 2,
    data: [1, 0, 0, 1],
    reservedBit: [1, 0, 0, 0],
  };

  it('draws data dots at dotScale around the module centre, inside the margin', () => {
    const rects = qrModuleRects(matrix, { size: 60, margin: 10, dotScale: 0.5 });
    // 40px inside the margin / 2 modules = 20px cells; a 0.5 dot is 10px, inset 5px.
    expect(rects[3]).toEqual({ x: 35, y: 35, size: 10, dark: true });
    expect(rects[1]).toEqual({ x: 35, y: 15, size: 10, dark: false });
  });

  it('keeps finder and other function modules full size so the code still scans', () => {
    const rects = qrModuleRects(matrix, { size: 60, margin: 10, dotScale: 0.5 });
    expect(rects[0]).toEqual({ x: 10, y: 10, size: 20, dark: true });
    const real = qrMatrix({ text: 'hello', errorCorrectionLevel: 'M' });
    const topLeftFinder = qrModuleRects(real, { size: 210, margin: 0, dotScale: 0.35 })[0];
    expect(topLeftFinder?.size).toBe(210 / real.size);
  });

  it('binarizes at threshold 128: luma below is dark, 128 and above is light', () => {
    const pixels = new Uint8ClampedArray([127, 127, 127, 255, 128, 128, 128, 10]);
    binarizePixels(pixels, 128, [1, 2, 3], [250, 251, 252]);
    expect([...pixels]).toEqual([1, 2, 3, 255, 250, 251, 252, 255]);
  });

  it('averages only opaque pixels', () => {
    const pixels = [200, 100, 0, 255, 0, 100, 200, 255, 9, 9, 9, 0];
    expect(averageColour(pixels)).toEqual([100, 100, 100]);
  });

  it('darkens an auto colour until it has 4.5:1 contrast with the light colour', () => {
    const colour = autoDarkColour([250, 220, 200], '#ffffff');
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(autoDarkColour([0, 0, 0], '#ffffff')).toBe('#000000');
  });
});

describe('QrCode', () => {
  const qrImage = () => screen.getByRole('img', { name: 'Scan to download the app' });

  it('renders the code as an image with the given alt text, id and the default 200px size', () => {
    renderWithTheme(
      <QrCode text="https://example.test/app" id="android-qr" alt="Scan to download the app" />,
    );
    const img = qrImage();
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');
    expect(img).toHaveAttribute('id', 'android-qr');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('draws at the requested size with the requested colours', () => {
    renderWithTheme(
      <QrCode
        text="abc"
        size={320}
        colorDark="#112233"
        colorLight="#eeeeee"
        alt="Scan to download the app"
      />,
    );
    const img = qrImage();
    expect(img).toHaveAttribute('width', '320');
    const svg = decodeURIComponent(img.getAttribute('src') ?? '');
    expect(svg).toContain('width="320"');
    expect(svg).toContain('fill="#112233"');
    expect(svg).toContain('fill="#eeeeee"');
  });

  it('renders no image for empty text', () => {
    renderWithTheme(<QrCode text="" />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the translated image-load error when the logo fails, and still renders the code', () => {
    const onImageError = vi.fn();
    const { container } = renderWithTheme(
      <QrCode
        text="abc"
        alt="Scan to download the app"
        logoSrc="/missing-logo.png"
        imageErrorMessage="Falha ao carregar a imagem."
        onImageError={onImageError}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.error(container.querySelector('img[data-qr-source="logo"]')!);
    expect(screen.getByRole('status')).toHaveTextContent('Falha ao carregar a imagem.');
    expect(onImageError).toHaveBeenCalledWith('logo');
    expect(qrImage()).toBeInTheDocument();
  });

  it('shows the error for a failed background image too', () => {
    const onImageError = vi.fn();
    const { container } = renderWithTheme(
      <QrCode text="abc" backgroundSrc="/missing-bg.png" onImageError={onImageError} />,
    );
    fireEvent.error(container.querySelector('img[data-qr-source="background"]')!);
    expect(screen.getByRole('status')).toHaveTextContent('The QR code image could not be loaded.');
    expect(onImageError).toHaveBeenCalledWith('background');
    expect(screen.getByRole('img', { name: 'QR code' })).toBeInTheDocument();
  });

  it('composes a loaded logo at the centre at logoScale of the code on a canvas', () => {
    const ctx = {
      fillRect: vi.fn(),
      beginPath: vi.fn(),
      rect: vi.fn(),
      fill: vi.fn(),
      save: vi.fn(),
      clip: vi.fn(),
      restore: vi.fn(),
      drawImage: vi.fn(),
      fillStyle: '',
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,QR');
    const { container } = renderWithTheme(
      <QrCode text="abc" logoSrc="/logo.png" alt="Scan to download the app" />,
    );
    const logo = container.querySelector<HTMLImageElement>('img[data-qr-source="logo"]')!;
    expect(logo).toHaveAttribute('hidden');
    fireEvent.load(logo);
    expect(qrImage()).toHaveAttribute('src', 'data:image/png;base64,QR');
    // (200 - 2 * 20) * 0.2 = 32px, centred at (200 - 32) / 2 = 84px.
    expect(ctx.drawImage).toHaveBeenCalledWith(logo, 84, 84, 32, 32);
  });

  it('keeps the plain code when the canvas cannot draw', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container } = renderWithTheme(
      <QrCode text="abc" logoSrc="/logo.png" alt="Scan to download the app" />,
    );
    fireEvent.load(container.querySelector('img[data-qr-source="logo"]')!);
    expect(qrImage().getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});

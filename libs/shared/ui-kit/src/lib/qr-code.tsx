import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { normaliseQrOptions, type QrErrorCorrectionLevel } from './qr-code-options';
import { renderQrDataUrl } from './qr-code-draw';

export type QrImageKind = 'logo' | 'background';

export interface QrCodeProps {
  /** The encoded text, e.g. an app-download URL. */
  text: string;
  /** Optional id of the rendered image (the spec's "optional id"). */
  id?: string;
  /** Accessible name of the image; pass translated text. */
  alt?: string;
  /** Width and height in px. Default 200. */
  size?: number;
  /** Quiet zone in px, [0, 100]. Default 20. */
  margin?: number;
  /** #rrggbb. Default #000000 (a canvas cannot read CSS variables). */
  colorDark?: string;
  /** #rrggbb. Default #ffffff. */
  colorLight?: string;
  /** Default M (spec §9). */
  errorCorrectionLevel?: QrErrorCorrectionLevel;
  /** Data dot size per module, (0, 1]. Default 0.35. */
  dotScale?: number;
  /** Image in the centre; must be same-origin or served with CORS. */
  logoSrc?: string;
  /** Logo width as a share of the code, (0, 0.3]. Default 0.2. */
  logoScale?: number;
  /** Light border around the logo in px. Default 0. */
  logoMargin?: number;
  logoCornerRadius?: number;
  /** Image behind the code; must be same-origin or served with CORS. */
  backgroundSrc?: string;
  /** Dark modules take the background image's (darkened) average colour. */
  autoColor?: boolean;
  /** Turns the whole image into the dark and light colours only. */
  binarize?: boolean;
  /** Default 128. */
  binarizeThreshold?: number;
  /** Shown when the logo or background image cannot load (spec §8); pass translated text. */
  imageErrorMessage?: string;
  onImageError?: (image: QrImageKind) => void;
}

/**
 * The spec's QR component (§3 inputs, §9 defaults). Out-of-range scales and margins fall
 * back to the defaults (normaliseQrOptions). The code renders at once; the logo and the
 * background are composed in when they load, and if one fails the code still shows, with
 * `imageErrorMessage` under it.
 */
export function QrCode({
  text,
  id,
  alt = 'QR code',
  logoSrc,
  backgroundSrc,
  imageErrorMessage = 'The QR code image could not be loaded.',
  onImageError,
  ...input
}: QrCodeProps) {
  // Keyed by URL, so a changed src starts over without an effect resetting state.
  const [loaded, setLoaded] = useState<Record<string, HTMLImageElement>>({});
  const [failed, setFailed] = useState<Record<string, true>>({});
  const options = normaliseQrOptions({ text, ...input });
  // A fresh object every render; its JSON is a stable memo key, so the code is drawn only on change.
  const optionsKey = JSON.stringify(options);
  const logo = logoSrc ? loaded[logoSrc] : undefined;
  const background = backgroundSrc ? loaded[backgroundSrc] : undefined;

  const src = useMemo(() => {
    if (!text) return null;
    try {
      return renderQrDataUrl(JSON.parse(optionsKey), { logo, background });
    } catch {
      return null; // more data than a QR code holds: show nothing rather than break the page
    }
  }, [text, optionsKey, logo, background]);

  const sources = (
    [
      ['logo', logoSrc],
      ['background', backgroundSrc],
    ] as const
  ).filter((entry): entry is readonly [QrImageKind, string] => Boolean(entry[1]));
  const hasError = sources.some(([, url]) => failed[url]);

  return (
    <Figure style={{ width: options.size }}>
      {src && <img id={id} src={src} alt={alt} width={options.size} height={options.size} />}
      {sources.map(([kind, url]) =>
        failed[url] ? null : (
          // Hidden loaders: their load / error events tell us when to compose or to warn.
          <img
            key={kind + url}
            src={url}
            alt=""
            hidden
            crossOrigin="anonymous"
            data-qr-source={kind}
            onLoad={(event) => {
              const image = event.currentTarget;
              setLoaded((all) => ({ ...all, [url]: image }));
            }}
            onError={() => {
              setFailed((all) => ({ ...all, [url]: true }));
              onImageError?.(kind);
            }}
          />
        ),
      )}
      {hasError && <ErrorText role="status">{imageErrorMessage}</ErrorText>}
    </Figure>
  );
}

const Figure = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-xs);
  max-width: 100%;

  /* :not([hidden]) so this display does not reveal the hidden image loaders. */
  & > img:not([hidden]) {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--color-danger);
  font-size: 0.875rem;
  text-align: center;
`;

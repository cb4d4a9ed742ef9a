import sharp from 'sharp';

export type ImageType = 'image/png' | 'image/jpeg';

export interface ImageLimits {
  /** The longest side, in pixels. */
  maxSide: number;
  /** Width × height; libvips checks it from the header, before it decodes a single pixel. */
  maxPixels: number;
}

/** A phone photo is at most ~4000 px on its long side; a decoded 4096² RGBA image is 64 MiB. */
export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxSide: 4096, maxPixels: 4096 * 4096 };

export interface CleanImage {
  bytes: Buffer;
  contentType: ImageType;
  width: number;
  height: number;
}

/** Why an image was refused; the caller turns it into its own error. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'format' | 'undecodable' | 'too-large', message: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * What the bytes claim to be, by their magic number; the name and the declared type are never
 * believed. Only a gate: it keeps every other libvips loader (SVG, TIFF, HEIF, ...) out of reach.
 * Whether the bytes really are that image is for the decoder to say.
 */
export function detectImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length >= JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

/**
 * Decodes an uploaded PNG or JPEG and encodes its pixels afresh, so what is stored and served is
 * an image this server drew, not the bytes it was sent. A magic-byte check alone lets a polyglot
 * through (a real image with HTML or a script appended, or an image header followed by anything);
 * after a re-encode nothing outside the pixels survives: trailing payloads, comments, EXIF (GPS,
 * camera serials), XMP and ICC chunks are all gone. PNG stays PNG (it may carry transparency),
 * JPEG stays JPEG; the EXIF orientation is applied first so the picture still stands upright.
 */
export async function reencodeImage(input: Buffer, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): Promise<CleanImage> {
  const claimed = detectImage(input);
  if (!claimed) throw new ImageRejected('format', 'Only png or jpg images can be uploaded');
  // failOn 'error': a warning (say, a few stray bytes in a phone's JPEG) still decodes, since the
  // re-encode drops them anyway; anything libvips cannot turn into pixels is refused.
  const options: sharp.SharpOptions = { limitInputPixels: limits.maxPixels, failOn: 'error', autoOrient: true };

  const tooLarge = () => new ImageRejected('too-large', `The image is larger than ${limits.maxSide}×${limits.maxSide} pixels`);
  // libvips reports its pixel limit as an error, from the header read on.
  const refusal = (error: unknown) =>
    error instanceof Error && /pixel limit/i.test(error.message) ? tooLarge() : new ImageRejected('undecodable', 'The file is not a readable png or jpg image');

  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (error) {
    throw refusal(error);
  }
  const format = meta.format === 'png' ? 'image/png' : meta.format === 'jpeg' ? 'image/jpeg' : null;
  if (format !== claimed) throw new ImageRejected('format', 'Only png or jpg images can be uploaded');
  const { width = 0, height = 0 } = meta;
  if (width * height > limits.maxPixels || Math.max(width, height) > limits.maxSide) throw tooLarge();

  const pipeline = sharp(input, options);
  // sharp writes no metadata unless asked (withMetadata/keepExif), so none is carried over.
  if (format === 'image/png') pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
  else pipeline.jpeg({ quality: 90, mozjpeg: true });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: format, width: info.width, height: info.height };
  } catch (error) {
    // The header was fine but the pixel data is not (truncated, corrupt).
    throw refusal(error);
  }
}

import { MAX_UPLOAD_BYTES } from '@platform/shared/api-contract';
import { HttpError } from '../../http/http-error';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, by their magic number; the name and the declared type are never believed. */
export function detectImage(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length >= PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length >= JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

export function uploadInvalid(message: string): HttpError {
  return new HttpError(400, 'UPLOAD_INVALID', message);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes strict base64 (Buffer.from would skip junk silently) and caps the decoded size before
 * decoding, so an oversized body costs no allocation.
 */
export function decodeImage(dataBase64: string): { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' } {
  const data = dataBase64.replace(/\s+/g, '');
  if (data.length % 4 !== 0 || !BASE64.test(data)) throw uploadInvalid('The file is not valid base64');
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const size = (data.length / 4) * 3 - padding;
  if (size > MAX_UPLOAD_BYTES) throw uploadInvalid('The image is larger than 5 MB');
  const bytes = Buffer.from(data, 'base64');
  const contentType = detectImage(bytes);
  if (!contentType) throw uploadInvalid('Only png or jpg images can be uploaded');
  return { bytes, contentType };
}

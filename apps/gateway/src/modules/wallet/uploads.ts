import { MAX_UPLOAD_BYTES } from '@platform/shared/api-contract';
import { HttpError } from '../../http/http-error';
import { DEFAULT_IMAGE_LIMITS, ImageRejected, reencodeImage, type ImageLimits, type ImageType } from '../../security/images';

export { detectImage } from '../../security/images';

export function uploadInvalid(message: string): HttpError {
  return new HttpError(400, 'UPLOAD_INVALID', message);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The one way in for an uploaded image (deposit receipt, dispute proof, activity application
 * image, feedback attachment: they all name an upload made here). Decodes strict base64
 * (Buffer.from would skip junk silently) and caps the decoded size before decoding, so an
 * oversized body costs no allocation; then the image is decoded and re-encoded (security/images),
 * so only pixels this server encoded are ever stored or served back.
 */
export async function decodeImage(
  dataBase64: string,
  limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
): Promise<{ bytes: Buffer; contentType: ImageType }> {
  const data = dataBase64.replace(/\s+/g, '');
  if (data.length % 4 !== 0 || !BASE64.test(data)) throw uploadInvalid('The file is not valid base64');
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const size = (data.length / 4) * 3 - padding;
  if (size > MAX_UPLOAD_BYTES) throw uploadInvalid('The image is larger than 5 MB');
  try {
    const { bytes, contentType } = await reencodeImage(Buffer.from(data, 'base64'), limits);
    return { bytes, contentType };
  } catch (error) {
    if (error instanceof ImageRejected) throw uploadInvalid(error.message);
    throw error;
  }
}

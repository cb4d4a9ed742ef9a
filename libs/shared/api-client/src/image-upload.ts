import { MAX_UPLOAD_BYTES, uploadCall } from '@platform/shared/api-contract';
import type { ApiClient } from './create-api-client';

// Every upload of the app (deposit receipts, activity applications, feedback) goes through here.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

export type ImageKind = 'image/png' | 'image/jpeg';
/** Why a picked file is refused before upload (spec §5, §9: png or jpg by magic bytes, 5 MB). */
export type ImageProblem = 'too_large' | 'not_an_image';

/** The type a file's first bytes prove, whatever its name and declared type claim. */
export function imageKindOf(head: Uint8Array): ImageKind | null {
  const startsWith = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  if (startsWith(PNG_SIGNATURE)) return 'image/png';
  if (startsWith(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/**
 * Checks a picked file the way the gateway will (png or jpg by magic bytes, at most 5 MB), so the
 * player hears at once instead of after the upload; the gateway checks again regardless.
 */
export async function checkImage(file: Blob): Promise<{ ok: true; bytes: Uint8Array; kind: ImageKind } | { ok: false; problem: ImageProblem }> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, problem: 'too_large' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKindOf(bytes.subarray(0, 8));
  return kind ? { ok: true, bytes, kind } : { ok: false, problem: 'not_an_image' };
}

/** Sends checked image bytes; `onProgress` sees 0..1 as the body goes out. */
export function uploadImage(
  client: ApiClient,
  image: { name: string; bytes: Uint8Array; kind: ImageKind },
  onProgress: (fraction: number) => void,
) {
  return client.call(
    uploadCall,
    { filename: image.name, contentType: image.kind, dataBase64: toBase64(image.bytes) },
    { onUploadProgress: onProgress },
  );
}

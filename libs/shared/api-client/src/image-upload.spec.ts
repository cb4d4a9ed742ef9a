import { describe, expect, it } from 'vitest';
import { checkImage, imageKindOf, uploadImage } from './image-upload';
import type { ApiClient } from './create-api-client';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

describe('image uploads (png or jpg by magic bytes, 5 MB)', () => {
  it('recognises png and jpeg by their first bytes only', () => {
    expect(imageKindOf(PNG)).toBe('image/png');
    expect(imageKindOf(JPEG)).toBe('image/jpeg');
    expect(imageKindOf(new TextEncoder().encode('GIF89a....'))).toBeNull();
  });

  it('refuses a renamed text file and a file over 5 MB before any upload', async () => {
    expect(await checkImage(new Blob(['not really a png'], { type: 'image/png' }))).toEqual({ ok: false, problem: 'not_an_image' });
    const big = new Blob([PNG, new Uint8Array(5 * 1024 * 1024)]);
    expect(await checkImage(big)).toEqual({ ok: false, problem: 'too_large' });
    const ok = await checkImage(new Blob([JPEG]));
    expect(ok).toMatchObject({ ok: true, kind: 'image/jpeg' });
  });

  it('sends the bytes as base64 with the proven type', async () => {
    const calls: { id: string; request: unknown }[] = [];
    const client: ApiClient = {
      call: async (contract, request) => {
        calls.push({ id: contract.id, request });
        return { uploadId: 'u', contentType: 'image/png', size: PNG.length } as never;
      },
    };
    await uploadImage(client, { name: 'receipt.png', bytes: PNG, kind: 'image/png' }, () => undefined);
    expect(calls[0]).toEqual({
      id: 'walletUpload',
      request: { filename: 'receipt.png', contentType: 'image/png', dataBase64: btoa(String.fromCharCode(...PNG)) },
    });
  });
});

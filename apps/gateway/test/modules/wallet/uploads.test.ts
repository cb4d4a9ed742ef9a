import { MAX_UPLOAD_BYTES } from '@platform/shared/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage, detectImage } from '../../../src/modules/wallet/uploads';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { JPEG_BYTES, PNG_BYTES, call, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';

describe('image magic bytes', () => {
  it('recognises PNG (89 50 4E 47 0D 0A 1A 0A) and JPEG (FF D8 FF) by their first bytes only', () => {
    expect(detectImage(PNG_BYTES)).toBe('image/png');
    expect(detectImage(JPEG_BYTES)).toBe('image/jpeg');
    expect(detectImage(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImage(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectImage(Buffer.from('hello, I am a text file'))).toBeNull();
  });

  it('refuses loose base64 rather than skipping the junk', () => {
    expect(() => decodeImage('iVBORw0K***')).toThrow('base64');
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`uploads on ${backend.name}`, () => {
    let h: AuthHarness;
    let member: WalletMember;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
      member = await walletMember(h.app);
    });
    afterAll(async () => {
      await h?.close();
    });

    const upload = (filename: string, contentType: string, bytes: Buffer, who: WalletMember | null = member) =>
      who
        ? call(h.app, who, 'POST', '/api/wallet/uploads', { filename, contentType, dataBase64: bytes.toString('base64') })
        : h.app.inject({ method: 'POST', url: '/api/wallet/uploads', payload: { filename, contentType, dataBase64: bytes.toString('base64') } });

    it('keeps a PNG even when it is named .jpg and declared as jpeg: the bytes decide', async () => {
      const response = await upload('holiday.jpg', 'image/jpeg', PNG_BYTES);
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toMatchObject({ contentType: 'image/png', size: PNG_BYTES.length });
      expect(response.json().value.uploadId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('refuses a text file named .png and declared as png (400 UPLOAD_INVALID)', async () => {
      const response = await upload('receipt.png', 'image/png', Buffer.from('this is not an image, just text\n'));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('UPLOAD_INVALID');
    });

    it('takes exactly 5 MB and refuses one byte more', async () => {
      const exact = Buffer.concat([JPEG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES - JPEG_BYTES.length, 1)]);
      const ok = await upload('big.jpg', 'image/jpeg', exact);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().value.size).toBe(MAX_UPLOAD_BYTES);
      const over = await upload('bigger.jpg', 'image/jpeg', Buffer.concat([exact, Buffer.from([1])]));
      expect(over.statusCode).toBe(400);
      expect(over.json().code).toBe('UPLOAD_INVALID');
    });

    it('refuses far larger bodies before reading them, and uploads without a session', async () => {
      const huge = await upload('huge.png', 'image/png', Buffer.alloc(8 * 1024 * 1024, 1));
      expect(huge.statusCode).toBeGreaterThanOrEqual(400);
      expect(huge.statusCode).toBeLessThan(500);
      const anonymous = await upload('a.png', 'image/png', PNG_BYTES, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('NOT_LOGGED_IN');
    });

    it('refuses uploads from trial accounts', async () => {
      const trial = await walletMember(h.app, { type: 4 });
      expect((await upload('a.png', 'image/png', PNG_BYTES, trial)).json().code).toBe('TRIAL_BLOCKED');
    });
  });
}

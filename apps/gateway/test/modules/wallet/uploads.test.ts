import { MAX_UPLOAD_BYTES } from '@platform/shared/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage, detectImage } from '../../../src/modules/wallet/uploads';
import { ImageRejected, reencodeImage } from '../../../src/security/images';
import { postE, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { JPEG_BYTES, PNG_BYTES, WITHDRAW_PASSWORD, call, key, openWalletHarness, operator, walletMember, type WalletMember } from '../../support/wallet';

/** What a polyglot carries past a magic-byte check: the browser sniffs it as HTML if served raw. */
const PAYLOAD = Buffer.from('<html><script>alert(1)</script></html>');
const SECRET = 'GPS-48.8584N-2.2945E';

/** A small real picture: a gradient, with a half-transparent square on the PNG. */
async function picture(format: 'png' | 'jpeg', width = 64, height = 48): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      raw[at] = (x * 255) / width;
      raw[at + 1] = (y * 255) / height;
      raw[at + 2] = 128;
      raw[at + 3] = x > 10 && x < 30 && y > 10 && y < 30 ? 100 : 255;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 4 } }).withExif({ IFD0: { Copyright: SECRET, ImageDescription: SECRET } });
  return format === 'png' ? image.png().toBuffer() : image.flatten({ background: '#fff' }).jpeg().toBuffer();
}

const polyglot = async (format: 'png' | 'jpeg') => Buffer.concat([await picture(format), PAYLOAD]);

/** The stored bytes are a clean image: no payload, no metadata, the same size in pixels. */
async function expectClean(bytes: Buffer, format: 'png' | 'jpeg'): Promise<void> {
  expect(bytes.includes(PAYLOAD)).toBe(false);
  expect(bytes.includes('<script')).toBe(false);
  expect(bytes.includes(SECRET)).toBe(false);
  const meta = await sharp(bytes, { failOn: 'warning' }).metadata();
  expect(meta).toMatchObject({ format, width: 64, height: 48 });
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  if (format === 'png') expect(meta.hasAlpha).toBe(true);
}

describe('image re-encoding', () => {
  it('the fixtures carry what the polyglots must lose, so the checks below can fail', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const sent = await polyglot(format);
      expect(sent.includes(PAYLOAD)).toBe(true);
      expect(sent.includes(SECRET)).toBe(true);
      expect((await sharp(sent).metadata()).exif).toBeDefined();
    }
  });

  it('recognises PNG (89 50 4E 47 0D 0A 1A 0A) and JPEG (FF D8 FF) by their first bytes only, as a gate', () => {
    expect(detectImage(PNG_BYTES)).toBe('image/png');
    expect(detectImage(JPEG_BYTES)).toBe('image/jpeg');
    expect(detectImage(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImage(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectImage(Buffer.from('hello, I am a text file'))).toBeNull();
  });

  it('re-encodes a PNG+HTML and a JPEG+HTML polyglot into clean images of the same size, without EXIF', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const clean = await reencodeImage(await polyglot(format));
      expect(clean).toMatchObject({ contentType: `image/${format}`, width: 64, height: 48 });
      await expectClean(clean.bytes, format);
    }
  });

  it('refuses a bare 8-byte PNG header, a JPEG header before HTML, and an SVG', async () => {
    const refusals = [
      PNG_BYTES.subarray(0, 8),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), PAYLOAD]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ];
    for (const bytes of refusals) await expect(reencodeImage(bytes)).rejects.toBeInstanceOf(ImageRejected);
  });

  it('refuses a PNG truncated in its pixel data', async () => {
    const whole = await picture('png', 400, 300);
    await expect(reencodeImage(whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toBeInstanceOf(ImageRejected);
  });

  it('refuses an image over the limit in pixels, by either side or by area', async () => {
    const limits = { maxSide: 100, maxPixels: 50 * 50 };
    const wide = await sharp({ create: { width: 101, height: 10, channels: 3, background: '#888' } }).png().toBuffer();
    const square = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#888' } }).jpeg().toBuffer();
    await expect(reencodeImage(wide, limits)).rejects.toMatchObject({ reason: 'too-large' });
    await expect(reencodeImage(square, limits)).rejects.toMatchObject({ reason: 'too-large' });
    const fits = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#888' } }).png().toBuffer();
    expect((await reencodeImage(fits, limits)).width).toBe(50);
  }, 30_000);

  it('refuses loose base64 rather than skipping the junk', async () => {
    await expect(decodeImage('iVBORw0K***')).rejects.toThrow('base64');
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`uploads on ${backend.name}`, () => {
    let h: AuthHarness;
    let member: WalletMember;
    beforeAll(async () => {
      // A lower limit than the default 4096, so the test also proves the limit is the configured one.
      h = await openWalletHarness(backend, { env: { UPLOAD_MAX_SIDE_PX: '1024' } });
      member = await walletMember(h.app);
    });
    afterAll(async () => {
      await h?.close();
    });

    const upload = (filename: string, contentType: string, bytes: Buffer, who: WalletMember | null = member) =>
      who
        ? call(h.app, who, 'POST', '/api/wallet/uploads', { filename, contentType, dataBase64: bytes.toString('base64') })
        : h.app.inject({ method: 'POST', url: '/api/wallet/uploads', payload: { filename, contentType, dataBase64: bytes.toString('base64') } });
    const uploadId = async (who: WalletMember, bytes: Buffer, filename: string) => {
      const response = await upload(filename, 'image/png', bytes, who);
      expect(response.statusCode).toBe(200);
      return response.json().value.uploadId as string;
    };
    /** What an operator deciding a deposit, a dispute, an application or reading feedback is served. */
    const served = async (id: string) => {
      const response = await operator(h.app, 'GET', `/api/operator/wallet/uploads/${id}`);
      expect(response.statusCode).toBe(200);
      return { type: response.headers['content-type'], bytes: response.rawPayload };
    };

    it('stores and serves a PNG+HTML and a JPEG+HTML polyglot only as clean re-encoded images', async () => {
      for (const format of ['png', 'jpeg'] as const) {
        const response = await upload(`photo.${format}`, `image/${format}`, await polyglot(format));
        expect(response.statusCode).toBe(200);
        const { uploadId, contentType, size } = response.json().value;
        expect(contentType).toBe(`image/${format}`);
        const image = await served(uploadId);
        expect(image.type).toBe(`image/${format}`);
        expect(image.bytes.length).toBe(size);
        await expectClean(image.bytes, format);
      }
    });

    it('keeps a PNG even when it is named .jpg and declared as jpeg: the bytes decide', async () => {
      const response = await upload('holiday.jpg', 'image/jpeg', PNG_BYTES);
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toMatchObject({ contentType: 'image/png', size: PNG_BYTES.length });
      expect(response.json().value.uploadId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('refuses a text file, a bare PNG header and an image over UPLOAD_MAX_SIDE_PX with 400 UPLOAD_INVALID', async () => {
      const huge = await sharp({ create: { width: 1025, height: 16, channels: 3, background: '#888' } }).png().toBuffer();
      const refusals = [Buffer.from('this is not an image, just text\n'), PNG_BYTES.subarray(0, 8), huge];
      for (const bytes of refusals) {
        const response = await upload('receipt.png', 'image/png', bytes);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('UPLOAD_INVALID');
      }
    });

    it('cleans the image of every feature that takes one: deposit receipt, dispute proof, activity image, feedback', async () => {
      const payer = await walletMember(h.app, { balance: 500_00, withdrawPassword: true });
      const attachments: Record<string, string> = {};

      attachments.receipt = await uploadId(payer, await polyglot('jpeg'), 'receipt.jpg');
      const deposit = await call(h.app, payer, 'POST', '/api/wallet/deposit', {
        idempotencyKey: key(),
        channelCode: 'BANK',
        amount: 100_00,
        receiptUploadId: attachments.receipt,
      });
      expect(deposit.json().value).toMatchObject({ status: 'pending', receiptUploadId: attachments.receipt });

      attachments.proof = await uploadId(payer, await polyglot('png'), 'proof.png');
      const withdrawal = await postE(
        h.app,
        '/api/wallet/withdraw',
        { idempotencyKey: key(), withdrawPassword: WITHDRAW_PASSWORD, receivingAddress: 'Demo Bank 0001-2', amount: 50_00 },
        { token: payer.token, ip: payer.ip },
      );
      const withdrawalId = withdrawal.json().value.id as number;
      await operator(h.app, 'POST', '/api/operator/wallet/withdrawals/decide', { idempotencyKey: key(), withdrawalId, decision: 'pay' });
      const disputed = await call(h.app, payer, 'POST', '/api/wallet/withdrawals/confirm', {
        withdrawalId,
        receipt: 'not_received',
        proofUploadIds: [attachments.proof],
      });
      expect(disputed.json().value).toMatchObject({ status: 'not_received', proofUploadIds: [attachments.proof] });

      attachments.activity = await uploadId(payer, await polyglot('png'), 'activity.png');
      const promotion = await operator(h.app, 'PUT', '/api/operator/promotions', {
        merchantCode: 'FORTUNA',
        language: 'EN',
        title: 'Upload check',
        content: '<p>Apply</p>',
        promotionType: 'DEPOSIT',
        images: [],
        startDate: new Date(h.clock.now().getTime() - 86_400_000).toISOString(),
      });
      const applied = await call(h.app, payer, 'POST', '/api/rewards/apply', {
        promotionId: promotion.json().value.id,
        remark: 'My deposit',
        uploadIds: [attachments.activity],
      });
      expect(applied.json().value).toMatchObject({ status: 'applying' });

      attachments.feedback = await uploadId(payer, await polyglot('jpeg'), 'feedback.jpg');
      const feedback = await h.app.inject({
        method: 'PUT',
        url: '/api/feedback',
        headers: { authorization: `Bearer ${payer.token}` },
        remoteAddress: payer.ip,
        payload: { idempotencyKey: key(), content: 'one two three four five six seven eight nine ten eleven', uploadIds: [attachments.feedback] },
      });
      expect(feedback.statusCode).toBe(200);

      for (const [kind, id] of Object.entries(attachments)) {
        const format = kind === 'receipt' || kind === 'feedback' ? 'jpeg' : 'png';
        const image = await served(id);
        expect(image.type).toBe(`image/${format}`);
        await expectClean(image.bytes, format);
      }
    });

    it('takes a 5 MB file and refuses one byte more', async () => {
      // A real JPEG padded after its end marker: the decoder stops there, the re-encode drops the rest.
      const exact = Buffer.concat([JPEG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES - JPEG_BYTES.length, 1)]);
      const ok = await upload('big.jpg', 'image/jpeg', exact);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().value.size).toBe(JPEG_BYTES.length);
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

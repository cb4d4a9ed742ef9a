import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_FONT_SIZE, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaFont } from '../../../src/modules/captcha/image';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '../../../src/modules/captcha/service';
import { randomString } from '../../../src/security/tokens';
import { buildApp } from '../../support/app';
import { authManifest, freshIp, get } from '../../support/auth';
import { createBrandsFixture, type BrandsFixture } from '../../support/brands';
import { glyphTemplates, solve, type Templates } from './solver';

const CAPTCHAS = 200;
const font = captchaFont();

/** The captcha's text drawn plainly (same font, size and ink, no distortion or noise): the solver's control. */
async function plainRender(text: string): Promise<Buffer> {
  const slot = (CAPTCHA_WIDTH - 16) / text.length;
  const paths = [...text].map((char, i) => {
    const box = font.getPath(char, 0, 0, CAPTCHA_FONT_SIZE).getBoundingBox();
    const x = 8 + slot * (i + 0.5) - (box.x1 + box.x2) / 2;
    const y = CAPTCHA_HEIGHT / 2 - (box.y1 + box.y2) / 2;
    return `<path d="${font.getPath(char, x, y, CAPTCHA_FONT_SIZE).toPathData(2)}" fill="#333" stroke="#333" stroke-width="0.75"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#eee"/>${paths.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Whole answers read, and glyphs read in place. */
async function readRate(samples: { text: string; png: Buffer }[], templates: Templates) {
  let whole = 0;
  let glyphs = 0;
  for (const { text, png } of samples) {
    const read = await solve(png, templates, CAPTCHA_LENGTH);
    if (read === text) whole++;
    for (let i = 0; i < CAPTCHA_LENGTH; i++) if (read[i] === text[i]) glyphs++;
  }
  return { whole: whole / samples.length, glyphs: glyphs / (samples.length * CAPTCHA_LENGTH) };
}

// One backend is enough: the image does not depend on the database.
describe('captcha against a template-matching solver', () => {
  let fixture: BrandsFixture;
  let app: FastifyInstance;
  let templates: Templates;
  const answers: string[] = [];

  beforeAll(async () => {
    fixture = await createBrandsFixture();
    await fixture.writeManifest(await authManifest());
    app = await buildApp(fixture, {
      captchaText: () => {
        const text = randomString(CAPTCHA_LENGTH, CAPTCHA_ALPHABET);
        answers.push(text);
        return text;
      },
    });
    templates = await glyphTemplates(font, CAPTCHA_ALPHABET, CAPTCHA_FONT_SIZE);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await fixture?.cleanup();
  });

  it('reads plain renders of the same font: the solver is able', async () => {
    const samples = [];
    for (let i = 0; i < 50; i++) {
      const text = randomString(CAPTCHA_LENGTH, CAPTCHA_ALPHABET);
      samples.push({ text, png: await plainRender(text) });
    }
    const rate = await readRate(samples, templates);
    console.info(`captcha solver on plain renders: ${(rate.whole * 100).toFixed(1)} % whole, ${(rate.glyphs * 100).toFixed(1)} % glyphs`);
    expect(rate.glyphs).toBeGreaterThan(0.85);
    expect(rate.whole).toBeGreaterThan(0.5);
  }, 120_000);

  it(`reads fewer than 5 % of ${CAPTCHAS} served captchas`, async () => {
    const samples = [];
    for (let i = 0; i < CAPTCHAS; i++) {
      const response = await get(app, `/api/auth/captcha?captchaKey=${crypto.randomUUID()}`, { ip: freshIp() });
      expect(response.statusCode).toBe(200);
      const value = response.json().value as string;
      expect(value.startsWith('data:image/png;base64,')).toBe(true);
      samples.push({ text: answers.at(-1)!, png: Buffer.from(value.slice(value.indexOf(',') + 1), 'base64') });
    }
    expect(new Set(samples.map((s) => s.text)).size).toBeGreaterThan(CAPTCHAS * 0.9);
    const rate = await readRate(samples, templates);
    console.info(`captcha solver on served captchas: ${(rate.whole * 100).toFixed(1)} % whole, ${(rate.glyphs * 100).toFixed(1)} % glyphs`);
    expect(rate.whole).toBeLessThan(0.05);
  }, 300_000);
});

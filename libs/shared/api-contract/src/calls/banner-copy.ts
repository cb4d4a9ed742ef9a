import * as z from 'zod/mini';

/**
 * A banner's words, per language, drawn by the player app over the banner's art in HTML (the
 * brand's fonts and colours, translated, read by screen readers, sharp at any size). The picture
 * itself carries no text. `cta` labels the button of a banner that links somewhere.
 */
export const bannerCopyTextSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  subtitle: z.optional(z.string().check(z.maxLength(200))),
  cta: z.optional(z.string().check(z.maxLength(40))),
});
export type BannerCopyText = z.infer<typeof bannerCopyTextSchema>;

/** Language code (EN, PT, PT-BR…) → words; at most the 22 languages of spec §9. */
export const bannerCopySchema = z
  .record(z.string().check(z.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'a language code such as EN or PT-BR')), bannerCopyTextSchema)
  .check(
    z.refine((copy) => Object.keys(copy).length <= 22, 'at most 22 languages'),
    z.refine((copy) => Object.keys(copy).length === 0 || 'EN' in copy, 'EN is required: every other language falls back to it'),
  );
export type BannerCopy = z.infer<typeof bannerCopySchema>;

/**
 * The words for `language`: the language itself, its base (PT for PT-BR), then EN, the same order
 * the gateway uses for every other content. Undefined for an image-only banner (its words, if
 * any, are in the picture, and `title` is its alternative text).
 */
export function bannerCopyFor(copy: BannerCopy | null | undefined, language: string): BannerCopyText | undefined {
  if (!copy) return undefined;
  const code = language.toUpperCase();
  for (const candidate of [code, code.split('-')[0]!, 'EN']) {
    const text = copy[candidate];
    if (text) return text;
  }
  return undefined;
}

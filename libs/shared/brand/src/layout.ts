import { z } from 'zod';

/** The home page's sections below the banners, notices and jackpot, in the order a brand lists them. */
export const HOME_SECTIONS = ['games', 'casino', 'winners', 'promotions'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/**
 * The look beyond colour: how dense the page is, how cards stand off it, the game tiles' shape,
 * the header's rows and the home page's sections. Each is a closed choice, so a typo is a build
 * error naming the JSON path, not a silently ignored value.
 */
export const layoutSchema = z
  .object({
    /** `compact` tightens the spacing scale (more on a phone's screen); `comfortable` airs it out. */
    density: z.enum(['compact', 'comfortable']),
    /** Cards (game tiles, home sections): `flat` a hairline only, `raised` a soft shadow, `floating` a deep one. */
    cardElevation: z.enum(['flat', 'raised', 'floating']),
    tile: z
      .object({
        /** square 1:1, portrait 3:4 (poster art), landscape 4:3. */
        shape: z.enum(['square', 'portrait', 'landscape']),
        corners: z.enum(['rounded', 'sharp']),
      })
      .strict(),
    /** `one-row`: logo, categories and account on one bar; `two-rows`: a category bar under it (phones too). */
    header: z.enum(['one-row', 'two-rows']),
    /** The header bar's colour: the brand's primary, or its surface (a dark brand's quiet bar with accents). */
    headerTone: z.enum(['primary', 'surface']),
    home: z
      .object({
        /** Which sections show, in this order; each at most once. */
        sections: z
          .array(z.enum(HOME_SECTIONS))
          .min(1, 'list at least one home section')
          .refine((list) => new Set(list).size === list.length, 'a home section is listed twice'),
        /** `plain` sections sit on the page; `card` sections sit on a raised surface. */
        sectionStyle: z.enum(['plain', 'card']),
        /** `full-bleed` banners run edge to edge; `boxed` ones sit in the content column. */
        carousel: z.enum(['full-bleed', 'boxed']),
      })
      .strict(),
  })
  .strict();

export type BrandLayout = z.infer<typeof layoutSchema>;

/** The spacing scale of each density. */
export const DENSITY_SPACING = {
  compact: { xs: '4px', sm: '6px', md: '12px', lg: '18px', xl: '28px' },
  comfortable: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
} as const satisfies Record<BrandLayout['density'], Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;

export const TILE_ASPECT = { square: '1 / 1', portrait: '3 / 4', landscape: '4 / 3' } as const;

import { z } from 'zod';
import { FONT_IDS } from './fonts';
import { HOME_SECTIONS, layoutSchema } from './layout';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');
const cssLength = z.string().regex(/^\d+(\.\d+)?(px|rem|em|%)$/, 'a CSS length such as 8px');

/** The base tokens every brand starts from. Brands override a typed partial of them. */
export const baseTokensSchema = z
  .object({
    colors: z
      .object({
        primary: hex,
        secondary: hex,
        background: hex,
        surface: hex,
        text: hex,
        textMuted: hex,
        border: hex,
        danger: hex,
        success: hex,
        warning: hex,
      })
      .strict(),
    typography: z
      .object({
        /** Headings, the logo and game titles. */
        displayFont: z.enum(FONT_IDS),
        /** Everything else. */
        bodyFont: z.enum(FONT_IDS),
        fontSizeBase: cssLength,
        /** The display font's weight; it must be one the font ships (checked with the brand). */
        headingWeight: z.number().int().min(100).max(900).multipleOf(100),
      })
      .strict(),
    radii: z.object({ sm: cssLength, md: cssLength, lg: cssLength, pill: cssLength }).strict(),
    /** Fine-tuning of the spacing scale that `layout.density` picks; usually left out. */
    spacing: z
      .object({ xs: cssLength, sm: cssLength, md: cssLength, lg: cssLength, xl: cssLength })
      .partial()
      .strict(),
    shadows: z.object({ card: z.string(), modal: z.string() }).strict(),
    logo: z.object({ text: z.string(), mark: z.string().max(4) }).strict(),
    layout: layoutSchema,
  })
  .strict();

export type BaseTokens = z.infer<typeof baseTokensSchema>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type BrandTokens = DeepPartial<BaseTokens>;

/** A brand's tokens.json: every group optional, unknown keys rejected. */
export const brandTokensSchema = z
  .object({
    $schema: z.string().optional(),
    colors: baseTokensSchema.shape.colors.partial().strict().optional(),
    typography: baseTokensSchema.shape.typography.partial().strict().optional(),
    radii: baseTokensSchema.shape.radii.partial().strict().optional(),
    spacing: baseTokensSchema.shape.spacing.partial().strict().optional(),
    shadows: baseTokensSchema.shape.shadows.partial().strict().optional(),
    logo: baseTokensSchema.shape.logo.partial().strict().optional(),
    layout: layoutSchema
      .extend({
        tile: layoutSchema.shape.tile.partial().strict(),
        home: layoutSchema.shape.home.partial().strict(),
      })
      .partial()
      .strict()
      .optional(),
  })
  .strict();

export const BASE_TOKENS: BaseTokens = {
  colors: {
    primary: '#0b6e4f',
    secondary: '#f2b705',
    background: '#f5f6f8',
    surface: '#ffffff',
    text: '#15171a',
    textMuted: '#555b66',
    border: '#d5d9e0',
    danger: '#b3261e',
    success: '#1e7a34',
    warning: '#8a5a00',
  },
  typography: { displayFont: 'system', bodyFont: 'system', fontSizeBase: '16px', headingWeight: 700 },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  spacing: {},
  shadows: {
    card: '0 1px 3px rgba(0,0,0,.12)',
    modal: '0 12px 40px rgba(0,0,0,.28)',
  },
  logo: { text: 'Fortuna Play', mark: 'F' },
  layout: {
    density: 'comfortable',
    cardElevation: 'raised',
    tile: { shape: 'landscape', corners: 'rounded' },
    header: 'two-rows',
    headerTone: 'primary',
    home: { sections: [...HOME_SECTIONS], sectionStyle: 'plain', carousel: 'boxed' },
  },
};

export function mergeTokens(base: BaseTokens, partial: BrandTokens): BaseTokens {
  return {
    colors: { ...base.colors, ...partial.colors },
    typography: { ...base.typography, ...partial.typography },
    radii: { ...base.radii, ...partial.radii },
    spacing: { ...base.spacing, ...partial.spacing },
    shadows: { ...base.shadows, ...partial.shadows },
    logo: { ...base.logo, ...partial.logo },
    layout: {
      ...base.layout,
      ...partial.layout,
      tile: { ...base.layout.tile, ...partial.layout?.tile },
      home: { ...base.layout.home, ...partial.layout?.home },
    } as BaseTokens['layout'],
  };
}

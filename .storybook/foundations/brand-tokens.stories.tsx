import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { AA_TEXT, contrastRatio, type Theme } from '@platform/shared/brand';
import { BRANDS, LOADED_BRAND, brandOrThrow } from '../brands';

/*
 * Foundations (issue 24, designers): the tokens of the brand chosen in the toolbar,
 * as the app's build derives them (brands/<id>/tokens.json over the base tokens,
 * then libs/shared/brand buildTheme): colours with their WCAG contrast ratios, the
 * type scale, spacing and radius. Switching brand reloads the preview with that
 * brand's theme, so each brand's page is its own.
 */

const HEX = /^#[0-9a-f]{6}$/i;
const ratioText = (foreground: string, background: string) =>
  HEX.test(foreground) && HEX.test(background) ? `${contrastRatio(foreground, background).toFixed(2)}:1` : '–';

/** The text/background pairs components use, each with the ratio WCAG AA asks of body text. */
function textPairs(theme: Theme): [string, string, string][] {
  const c = theme.color;
  return [
    ['text on bg', c.text, c.bg],
    ['text on surface', c.text, c.surface],
    ['textMuted on surface', c.textMuted, c.surface],
    ['textMuted on bg', c.textMuted, c.bg],
    ['onPrimary on primary', c.onPrimary, c.primary],
    ['onPrimary on primaryHover', c.onPrimary, c.primaryHover],
    ['onSecondary on secondary', c.onSecondary, c.secondary],
    ['danger on surface', c.danger, c.surface],
    ['success on surface', c.success, c.surface],
    ['warning on surface', c.warning, c.surface],
  ];
}

/** The rem steps the ui-kit sets text in, largest first. */
const TYPE_SCALE: [string, number][] = [
  ['Display', 2],
  ['Heading', 1.5],
  ['Title', 1.25],
  ['Body', 1],
  ['Small', 0.875],
  ['Caption', 0.8125],
  ['Badge', 0.75],
];

const cell: CSSProperties = { paddingBlock: 6, paddingInline: 10, textAlign: 'start', verticalAlign: 'middle' };

function Page({ heading, children }: { heading: string; children: ReactNode }) {
  const brand = brandOrThrow(LOADED_BRAND);
  const { color, font } = brand.theme;
  return (
    <main style={{ background: color.bg, color: color.text, fontFamily: font.body, padding: 24 }}>
      <h1 style={{ fontWeight: font.headingWeight, marginBlockStart: 0 }}>
        {heading}: {brand.manifest.displayName}
      </h1>
      {children}
    </main>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBlockEnd: 24 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlockEnd: 8 }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((value, j) =>
              j === 0 ? (
                <th key={j} scope="row" style={cell}>
                  {value}
                </th>
              ) : (
                <td key={j} style={cell}>
                  {value}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const swatch = (value: string): ReactNode => (
  <span
    aria-hidden="true"
    style={{ display: 'inline-block', inlineSize: 48, blockSize: 28, background: value, border: '1px solid', borderRadius: 4 }}
  />
);

function Colours() {
  const { theme } = brandOrThrow(LOADED_BRAND);
  const c = theme.color;
  return (
    <Page heading="Colours">
      <Table
        caption="Semantic colours, with their contrast against the page and surface backgrounds"
        head={['Token', 'Swatch', 'Value', 'On bg', 'On surface']}
        rows={Object.entries(c).map(([name, value]) => [
          name,
          swatch(value),
          <code key="v">{value}</code>,
          ratioText(value, c.bg),
          ratioText(value, c.surface),
        ])}
      />
      <Table
        caption={`Text pairs against WCAG AA for body text (${AA_TEXT}:1)`}
        head={['Pair', 'Sample', 'Ratio', 'AA']}
        rows={textPairs(theme).map(([pair, foreground, background]) => {
          const ratio = contrastRatio(foreground, background);
          return [
            pair,
            <span key="s" style={{ color: foreground, background, paddingInline: 8, paddingBlock: 4 }}>
              Aa 123
            </span>,
            `${ratio.toFixed(2)}:1`,
            ratio >= AA_TEXT ? 'pass' : 'fails',
          ];
        })}
      />
    </Page>
  );
}

function Typography() {
  const { font } = brandOrThrow(LOADED_BRAND).theme;
  const base = Number.parseFloat(font.sizeBase);
  return (
    <Page heading="Type scale">
      <p>
        Family <code>{font.body}</code>, base size <code>{font.sizeBase}</code>, heading weight{' '}
        <code>{font.headingWeight}</code>.
      </p>
      <Table
        caption="The rem steps the ui-kit uses, at this brand's base size"
        head={['Step', 'Size', 'Sample']}
        rows={TYPE_SCALE.map(([name, rem]) => [
          name,
          `${rem}rem (${Number.isFinite(base) ? `${Math.round(rem * base * 10) / 10}px` : font.sizeBase})`,
          <span key="s" style={{ fontSize: `calc(${font.sizeBase} * ${rem})`, fontWeight: rem >= 1.25 ? font.headingWeight : 400 }}>
            Jackpot 1,234.56
          </span>,
        ])}
      />
    </Page>
  );
}

function Spacing() {
  const { space, color } = brandOrThrow(LOADED_BRAND).theme;
  return (
    <Page heading="Spacing">
      <Table
        caption="Spacing tokens"
        head={['Token', 'Value', 'Sample']}
        rows={Object.entries(space).map(([name, value]) => [
          name,
          <code key="v">{value}</code>,
          <span key="s" aria-hidden="true" style={{ display: 'inline-block', inlineSize: value, blockSize: 16, background: color.primary }} />,
        ])}
      />
    </Page>
  );
}

function Radius() {
  const { radius, shadow, color } = brandOrThrow(LOADED_BRAND).theme;
  const box = (style: CSSProperties) => (
    <span
      aria-hidden="true"
      style={{ display: 'inline-block', inlineSize: 96, blockSize: 48, background: color.surface, border: `1px solid ${color.border}`, ...style }}
    />
  );
  return (
    <Page heading="Radius and shadows">
      <Table
        caption="Radius tokens"
        head={['Token', 'Value', 'Sample']}
        rows={Object.entries(radius).map(([name, value]) => [name, <code key="v">{value}</code>, box({ borderRadius: value })])}
      />
      <Table
        caption="Shadow tokens"
        head={['Token', 'Value', 'Sample']}
        rows={Object.entries(shadow).map(([name, value]) => [name, <code key="v">{value}</code>, box({ boxShadow: value, borderRadius: radius.md })])}
      />
    </Page>
  );
}

const meta = {
  title: 'Foundations/Brand tokens',
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: `Tokens of each brand under brands/ (${[...BRANDS.keys()].join(', ')}); pick one in the toolbar.` } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColourTokens: Story = { name: 'Colours and contrast', render: () => <Colours /> };
export const TypeScale: Story = { name: 'Type scale', render: () => <Typography /> };
export const SpacingTokens: Story = { name: 'Spacing', render: () => <Spacing /> };
export const RadiusTokens: Story = { name: 'Radius and shadows', render: () => <Radius /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';

/** Every semantic colour of the brand chosen in the toolbar (the preview wraps stories in BrandThemeProvider). */
function Swatches() {
  const theme = useTheme();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }}>
      {Object.entries(theme.color).map(([name, value]) => (
        <figure key={name} style={{ margin: 0 }}>
          <div style={{ height: 48, background: value, border: '1px solid var(--color-border)', borderRadius: 8 }} />
          <figcaption style={{ fontSize: 12 }}>
            {name}
            <br />
            <code>{value}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

const meta = {
  title: 'ui-kit/BrandThemeProvider',
  component: Swatches,
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SemanticColours: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './skip-link';

/** Hidden until focused: the first Tab on a page offers a jump past the header to the main content. */
const meta = {
  title: 'ui-kit/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  args: { href: '#main', children: 'Skip to main content' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 120 }}>
        <Story />
        <p>Press Tab to show the skip link.</p>
        <main id="main" tabIndex={-1}>
          Main content
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

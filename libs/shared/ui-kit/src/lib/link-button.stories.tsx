import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state';
import { LinkButton } from './link-button';

/** A link drawn as the primary button; in the app it is a router link (`as={Link}`). */
const meta = {
  title: 'ui-kit/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  args: { href: '#home', children: 'Back to home' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Issue 21: an empty page names what is missing and offers the next step. */
export const AsEmptyStateAction: Story = {
  render: (args) => (
    <EmptyState title="No bets yet" message="Your bets and their results appear here." action={<LinkButton {...args} />} />
  ),
  args: { href: '#games', children: 'Play a game' },
};

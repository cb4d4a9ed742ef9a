import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'ui-kit/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button shows only an icon; screen readers hear "Search". */
export const IconButtonLabel: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">🔍</span>
      <VisuallyHidden>Search</VisuallyHidden>
    </button>
  ),
};

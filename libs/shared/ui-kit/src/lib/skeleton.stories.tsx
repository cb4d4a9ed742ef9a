import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'ui-kit/Skeleton',
  component: Skeleton,
  args: { width: '240px', height: '1em', shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Card: Story = { args: { shape: 'rect', width: '160px', height: '120px' } };
export const Avatar: Story = { args: { shape: 'circle', width: '48px' } };
/** A list row while it loads. */
export const ListRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', width: 320 }} aria-busy="true">
      <Skeleton shape="circle" width="40px" />
      <div style={{ flex: 1, display: 'grid', gap: 6 }}>
        <Skeleton width="70%" />
        <Skeleton width="40%" height="0.8em" />
      </div>
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'ui-kit/EmptyState',
  component: EmptyState,
  args: { message: 'No data' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec: the empty-list view shows a translated no-data message (the caller passes t('no_data')). */
export const NoData: Story = {};
export const Portuguese: Story = { args: { message: 'Sem dados' } };
export const WithIconAndAction: Story = {
  args: { icon: '☆', action: <Button variant="ghost">Refresh</Button> },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { ToastProvider, useToast } from './toast';

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button variant="ghost" onClick={() => toast.show('Link copied')}>
        Info
      </Button>
      <Button onClick={() => toast.show('Added to favourites', { tone: 'success' })}>
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.show('Network link is abnormal, please try again', { tone: 'danger' })}
      >
        Danger
      </Button>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  component: ToastProvider,
  args: { durationMs: 5000 },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastButtons />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages stack at the bottom and leave after 5 s; screen readers hear each one once. */
export const Default: Story = {};

export const Short: Story = { args: { durationMs: 1500 } };

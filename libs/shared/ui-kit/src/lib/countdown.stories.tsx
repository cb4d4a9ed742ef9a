import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Countdown } from './countdown';

const meta = {
  title: 'ui-kit/Countdown',
  component: Countdown,
  // A function so every story (and every remount) starts a fresh countdown.
  args: { target: 0 },
  render: (args) => <Countdown {...args} target={Date.now() + 60_000} />,
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 60 seconds, shown in seconds. */
export const Seconds: Story = {};

/** The 5-minute resend wait in mm:ss. */
export const MinutesAndSeconds: Story = {
  args: { format: 'mm:ss' },
  render: (args) => <Countdown {...args} target={Date.now() + 5 * 60_000} />,
};

/** Spec §4: the SMS send button is disabled with a seconds countdown and re-enabled at zero. */
export const SmsSendButton: Story = {
  render: () => {
    function SmsButton() {
      const [until, setUntil] = useState<number | null>(null);
      return (
        <Button disabled={until !== null} onClick={() => setUntil(Date.now() + 10_000)}>
          {until === null ? (
            'Send code'
          ) : (
            <Countdown
              target={until}
              render={(s) => `Resend in ${s}s`}
              onDone={() => setUntil(null)}
            />
          )}
        </Button>
      );
    }
    return <SmsButton />;
  },
};

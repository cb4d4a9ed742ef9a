import type { Meta, StoryObj } from '@storybook/react-vite';
import { JackpotTicker } from './jackpot-ticker';

const meta = {
  title: 'ui-kit/JackpotTicker',
  component: JackpotTicker,
  args: { currencySymbol: '$', label: 'Jackpot' },
} satisfies Meta<typeof JackpotTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9: starts between 31,000,000 and 32,000,000, rises by 100-500 every 3, 4 or 5 s. */
export const Default: Story = {};

/** Portuguese grouping and the real symbol. */
export const Brazil: Story = {
  args: { currencySymbol: 'R$', groupSeparator: '.', label: 'Jackpot acumulado' },
};

/** A fixed start, for screenshots. */
export const FixedStart: Story = { args: { initialAmount: 31_500_000 } };

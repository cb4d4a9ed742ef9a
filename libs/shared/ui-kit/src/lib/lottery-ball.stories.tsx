import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LotteryBall, type LotteryBallKind } from './lottery-ball';

const Row = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, maxWidth: 420 }}>{children}</div>
);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const all = (kind: LotteryBallKind, from: number, to: number) => (
  <Row>
    {range(from, to).map((n) => (
      <LotteryBall key={n} kind={kind} value={n} />
    ))}
  </Row>
);

const meta = {
  title: 'ui-kit/LotteryBall',
  component: LotteryBall,
  args: { kind: 'six', value: 7, size: 32 },
  argTypes: { kind: { control: 'inline-radio', options: ['six', 'roulette', 'ten', 'dice'] } },
} satisfies Meta<typeof LotteryBall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

/** Spec §3 six-ball colours: RED, BLUE and GREEN sets for 01-49. */
export const SixBall: Story = { render: () => all('six', 1, 49) };

/** Spec §3 roulette colours: GRAY, BLUE, GREEN and RED for 0-27. */
export const Roulette: Story = { render: () => all('roulette', 0, 27) };

/** Colours not shown in the spec: the PK10 order (see lottery-ball-colours.ts). */
export const TenBall: Story = { render: () => all('ten', 1, 10) };

/** Dice faces; one and four have red pips, as on sic bo dice. */
export const Dice: Story = { render: () => all('dice', 1, 6) };

export const Large: Story = { args: { size: 56, value: 45 } };

/** A brand can repaint a colour with a CSS custom property, e.g. --lottery-ball-blue. */
export const BrandOverride: Story = {
  render: () => (
    <div style={{ ['--lottery-ball-blue' as string]: '#283593' }}>{all('six', 1, 10)}</div>
  ),
};

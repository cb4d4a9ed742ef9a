import type { Meta, StoryObj } from '@storybook/react-vite';
import { Marquee } from './marquee';

const NOTICES = [
  { id: 1, text: 'Scheduled maintenance on Sunday from 02:00 to 04:00.' },
  { id: 2, text: 'New slot games added this week.' },
  { id: 3, text: 'Deposit bonus: 10% on your first deposit.' },
];

const meta = {
  title: 'ui-kit/Marquee',
  component: Marquee,
  args: { items: NOTICES, label: 'Notices' },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover it or Tab into it to pause. With "reduce motion" on in the OS it is a static list. */
export const Default: Story = {};

/** Clickable notices (e.g. open the announcement); the looped copy is not reachable by Tab. */
export const Clickable: Story = { args: { onItemClick: (id) => window.alert(`Notice ${id}`) } };

export const Slow: Story = { args: { itemDurationMs: 15000 } };

/** Labels and texts come from props (here Portuguese). */
export const Translated: Story = {
  args: {
    label: 'Avisos',
    items: [
      { id: 1, text: 'Manutenção programada no domingo.' },
      { id: 2, text: 'Novos jogos de slots esta semana.' },
    ],
  },
};

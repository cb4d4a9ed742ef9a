import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './safe-html';

/** Operator HTML (announcements, promotions) rendered through DOMPurify. */
const meta = {
  title: 'ui-kit/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  args: { html: '<h3>Weekend bonus</h3><p>Deposit <strong>100</strong> and get <em>20%</em> more.</p>' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {};
export const Lists: Story = { args: { html: '<ul><li>Slots</li><li>Live casino</li><li>Lottery</li></ul>' } };
/** Scripts and event handlers are stripped; only the paragraph shows. */
export const ScriptsRemoved: Story = {
  args: { html: '<script>alert(1)</script><p onclick="alert(2)">Only this text shows.</p>' },
};

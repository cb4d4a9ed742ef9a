import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pager, type PagerProps } from './pager';
import { ANNOUNCEMENT_PAGER } from './pager-items';

/** Keeps the current page in state so the buttons can be tried. */
function PagerDemo({ current: start, ...props }: PagerProps) {
  const [current, setCurrent] = useState(start);
  return <Pager {...props} current={current} onChange={setCurrent} />;
}

const meta = {
  title: 'ui-kit/Pager',
  component: PagerDemo,
  args: { current: 1, total: 10, onChange: () => undefined },
} satisfies Meta<typeof PagerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9: the announcement list pages 8 per page, with a pager range of 2 and no margin pages. */
export const AnnouncementList: Story = {
  args: {
    total: Math.ceil(75 / ANNOUNCEMENT_PAGER.perPage),
    pageRangeDisplayed: ANNOUNCEMENT_PAGER.pageRange,
    marginPagesDisplayed: ANNOUNCEMENT_PAGER.marginPages,
  },
};

export const MiddlePage: Story = { args: { current: 5 } };

/** A wider range with one margin page at each end. */
export const WithMarginPages: Story = {
  args: { current: 10, total: 20, pageRangeDisplayed: 3, marginPagesDisplayed: 1 },
};

/** Labels come from props so callers pass translated text (here Portuguese). */
export const TranslatedLabels: Story = {
  args: {
    current: 3,
    label: 'Paginação',
    previousLabel: 'Página anterior',
    nextLabel: 'Próxima página',
    pageLabel: (n: number) => `Página ${n}`,
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { announcement } from '../testing/fixtures';
import { toggleNotice } from '../utils/notice-accordion';
import { NoticeModal } from './notice-modal';

const notices = [1, 2, 3, 4].map((id) => announcement(id, { type: 'H', title: `Notice ${id}` }));

function Accordion() {
  const [open, setOpen] = useState<number | null>(0);
  return <NoticeModal notices={notices} openIndex={open} onToggle={(i) => setOpen(toggleNotice(open, i))} onClose={() => undefined} />;
}

const meta: Meta = { title: 'shell/NoticeModal', parameters: { layout: 'fullscreen' } };
export default meta;

/** Click the open notice to collapse it. */
export const FollowsTheNoticeIndex: StoryObj = { render: () => <Accordion /> };

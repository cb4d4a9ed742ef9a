import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { announcement } from '../testing/fixtures';
import { AnnouncementModal } from './announcement-modal';

const meta: Meta<typeof AnnouncementModal> = {
  title: 'shell/AnnouncementModal',
  component: AnnouncementModal,
  parameters: { layout: 'fullscreen' },
  args: { onClose: fn(), onGoToPromotion: fn() },
};
export default meta;

/** 20 announcements: 8 per page, pager range 2, no margin pages; item 2 has a promotionType. */
export const Paged: StoryObj<typeof AnnouncementModal> = {
  args: {
    announcements: Array.from({ length: 20 }, (_, i) =>
      announcement(i + 1, i === 1 ? { title: 'Deposit bonus week', promotionType: 'DEPOSIT_BONUS', content: '<p><strong>100%</strong> bonus on your first deposit.</p>' } : {}),
    ),
  },
};
/** Hostile HTML is sanitised: nothing runs. */
export const Sanitised: StoryObj<typeof AnnouncementModal> = {
  args: { announcements: [announcement(1, { content: '<img src=x onerror=alert(1)><script>alert(2)</script><p>Only this text shows.</p>' })] },
  // The sanitised <img src=x> still loads and 404s; only its onerror is gone.
  parameters: { storyTest: { failedResources: true } },
};

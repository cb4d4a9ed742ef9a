import { SessionSync } from '@platform/auth/feature-auth';
import { AnnouncementPopups } from '../announcements/announcement-popups';
import { NoticePopup } from '../announcements/notice-popup';
import { MemberCentreHost } from '../member-centre/member-centre-host';
import { ChatRoomHost } from './chat-room-host';
import { ContractPopupHost } from './contract-popup-host';
import { FeedbackHost } from './feedback-host';
import { LiveEvents } from './live-events';
import { RoutePopups } from './route-popups';
import { ScrollManager } from './scroll-manager';

/**
 * What the layout mounts that draws nothing on the first screen: the session sync (login state from
 * member info), the popups that open from the URL or after their data arrives (/login and /register,
 * announcements, notices, the member and agent centres, chat, feedback, contract offers), the
 * members' live-event socket and the scroll position on navigation. AppLayout loads this as one
 * chunk after the first render, so none of it counts against the home route's initial JS (the
 * budget in tools/scripts/check-budgets.mjs).
 */
export function LayoutHosts() {
  return (
    <>
      <SessionSync />
      <RoutePopups />
      <ScrollManager />
      <LiveEvents />
      <MemberCentreHost />
      <FeedbackHost />
      <ChatRoomHost />
      <ContractPopupHost />
      <AnnouncementPopups />
      <NoticePopup />
    </>
  );
}

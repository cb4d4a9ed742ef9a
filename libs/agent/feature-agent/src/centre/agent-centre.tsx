import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@platform/shared/ui-kit';
import { useContracts } from '@platform/agent/data-access';
import { visibleAgentPages } from '../agent-centre-menu';
import { AnnouncementsPage } from '../pages/announcements-page';
import { TeamOverviewPage } from '../pages/team-overview-page';
import { RegisterCentrePage } from '../pages/register-centre-page';
import { DownlinesPage } from '../pages/downlines-page';
import { TeamBettingPage } from '../pages/team-betting-page';
import { UserLossPage } from '../pages/user-loss-page';
import { MyIncomePage } from '../pages/my-income-page';
import { DownlineTransactionsPage } from '../pages/downline-transactions-page';
import { ContractsPage } from '../pages/contracts-page';
import { DailyWagesPage, DividendRecordPage, HourlySalaryPage, RealtimeSalaryPage } from '../pages/payout-records-page';
import { AGENT_CENTRE_PAGES, AGENT_MENU, agentCentrePageOf, type AgentCentrePage } from './agent-centre-pages';
import { CentreNavigationProvider } from './centre-navigation';
import { BackButton, Content, Layout, MenuItem, PhoneMenu, PhoneMenuItem, SideMenu } from './centre-menu';
import { usePhoneLayout } from './use-phone-layout';

const PAGES: Record<AgentCentrePage, ComponentType> = {
  announcement: AnnouncementsPage,
  teamOverview: TeamOverviewPage,
  registerCentre: RegisterCentrePage,
  downlineManagement: DownlinesPage,
  teamBetting: TeamBettingPage,
  userLoss: UserLossPage,
  myIncome: MyIncomePage,
  downlineTransactions: DownlineTransactionsPage,
  contracts: ContractsPage,
  dividendRecord: DividendRecordPage,
  dailyWages: DailyWagesPage,
  hourlySalary: HourlySalaryPage,
  realtimeSalary: RealtimeSalaryPage,
};

export interface AgentCentreProps {
  /** The URL's page name (`?agentCenter=`): a page, `menu`, or anything else for the default page. */
  requested: string | null;
  /** Show a page; `fromMenu` when the phone's menu page opened it (its back button can then go back in history). */
  onOpen: (page: AgentCentrePage, fromMenu: boolean) => void;
  /** The phone's back button: show the menu page. */
  onMenu: () => void;
  /** Leave for the member centre's invite page (the agent's referral link). */
  onInvite: () => void;
}

/**
 * The agent centre (spec §2 "Agent centre menu"), one code for every screen (issue 21): a menu
 * beside the page on a wide screen; on a phone, a full-screen sheet whose menu is a page of its
 * own with a back button on every page.
 */
export function AgentCentre({ requested, onOpen, onMenu, onInvite }: AgentCentreProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const contracts = useContracts();
  const visible = visibleAgentPages(AGENT_CENTRE_PAGES, contracts.data);
  const page = agentCentrePageOf(requested);
  const showMenuPage = phone && requested === AGENT_MENU;
  const Page = PAGES[page];
  const rootRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const lastOpened = useRef<AgentCentrePage | null>(null);

  // A new page starts at its top, and on a phone, focus follows the step: to the back button on
  // a page, back to the item that was opened on the menu.
  useEffect(() => {
    scrollToTop(rootRef.current);
    if (!phone) return;
    if (showMenuPage) {
      const item = lastOpened.current && rootRef.current?.querySelector<HTMLElement>(`[data-testid="ac-${lastOpened.current}"]`);
      item?.focus({ preventScroll: true });
    } else if (lastOpened.current) {
      backRef.current?.focus({ preventScroll: true });
    }
  }, [page, showMenuPage, phone]);

  const open = (item: AgentCentrePage, fromMenu: boolean) => {
    lastOpened.current = item;
    onOpen(item, fromMenu);
  };
  const label = (item: AgentCentrePage) => t(`agent.pages.${item}`);

  let body;
  if (showMenuPage) {
    body = (
      <PhoneMenu aria-label={t('agent.menu')} data-testid="agent-centre-menu">
        <ul>
          {visible.map((item) => (
            <li key={item}>
              <PhoneMenuItem type="button" aria-current={item === page ? 'page' : undefined} onClick={() => open(item, true)} data-testid={`ac-${item}`}>
                {label(item)}
                <span aria-hidden="true">›</span>
              </PhoneMenuItem>
            </li>
          ))}
        </ul>
      </PhoneMenu>
    );
  } else {
    const content = (
      <Content>
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <Page />
        </Suspense>
      </Content>
    );
    body = phone ? (
      <>
        <BackButton ref={backRef} type="button" onClick={onMenu} data-testid="ac-back">
          <span aria-hidden="true">‹</span>
          {t('agent.back_to_menu')}
        </BackButton>
        {content}
      </>
    ) : (
      <Layout>
        <SideMenu aria-label={t('agent.menu')} data-testid="agent-centre-menu">
          <ul>
            {visible.map((item) => (
              <li key={item}>
                <MenuItem type="button" aria-current={item === page ? 'page' : undefined} onClick={() => open(item, false)} data-testid={`ac-${item}`}>
                  {label(item)}
                </MenuItem>
              </li>
            ))}
          </ul>
        </SideMenu>
        {content}
      </Layout>
    );
  }
  return (
    <div ref={rootRef} data-testid="agent-centre" data-layout={phone ? 'phone' : 'wide'}>
      <CentreNavigationProvider value={{ open: (item) => open(item, false), invite: onInvite }}>{body}</CentreNavigationProvider>
    </div>
  );
}

/** Scrolls the sheet (the nearest scrolled ancestor) back to its top. */
function scrollToTop(element: HTMLElement | null) {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    if (node.scrollTop > 0) {
      node.scrollTop = 0;
      return;
    }
  }
}

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CentreContent as Content, CentreLayout as Layout, CentreMenu as Menu, CentreMenuItem as MenuItem } from './centre-layout';
import { useTranslation } from 'react-i18next';
import { Alert, Modal, Spinner } from '@platform/shared/ui-kit';
import { AGENT_CENTRE_PARAM } from './member-centre-pages';

const agent = () => import('@platform/agent/feature-agent');

/**
 * The agent centre's menu (spec §2), in order; the announcement page first, team overview the default.
 * The dividend record and the daily wages show only with such a contract (see AgentCentreMenuVisibility).
 */
export const AGENT_CENTRE_PAGES = [
  'announcement',
  'teamOverview',
  'registerCentre',
  'downlineManagement',
  'teamBetting',
  'userLoss',
  'myIncome',
  'downlineTransactions',
  'contracts',
  'dividendRecord',
  'dailyWages',
  'hourlySalary',
  'realtimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

const PAGES: Record<AgentCentrePage, LazyExoticComponent<ComponentType>> = {
  announcement: lazy(() => agent().then((m) => ({ default: m.AnnouncementsPage }))),
  teamOverview: lazy(() => agent().then((m) => ({ default: m.TeamOverviewPage }))),
  registerCentre: lazy(() => agent().then((m) => ({ default: m.RegisterCentrePage }))),
  downlineManagement: lazy(() => agent().then((m) => ({ default: m.DownlinesPage }))),
  teamBetting: lazy(() => agent().then((m) => ({ default: m.TeamBettingPage }))),
  userLoss: lazy(() => agent().then((m) => ({ default: m.UserLossPage }))),
  myIncome: lazy(() => agent().then((m) => ({ default: m.MyIncomePage }))),
  downlineTransactions: lazy(() => agent().then((m) => ({ default: m.DownlineTransactionsPage }))),
  contracts: lazy(() => agent().then((m) => ({ default: m.ContractsPage }))),
  dividendRecord: lazy(() => agent().then((m) => ({ default: m.DividendRecordPage }))),
  dailyWages: lazy(() => agent().then((m) => ({ default: m.DailyWagesPage }))),
  hourlySalary: lazy(() => agent().then((m) => ({ default: m.HourlySalaryPage }))),
  realtimeSalary: lazy(() => agent().then((m) => ({ default: m.RealtimeSalaryPage }))),
};

/** Reads the member's contracts to hide the records it has no contract for; lazy, so the menu stays in the agent chunk. */
const MenuVisibility = lazy(() => agent().then((m) => ({ default: m.AgentCentreMenuVisibility<AgentCentrePage> })));
const ALWAYS_SHOWN = AGENT_CENTRE_PAGES.filter((page) => page !== 'dividendRecord' && page !== 'dailyWages');

export function agentCentrePageOf(requested: string | null): AgentCentrePage {
  return AGENT_CENTRE_PAGES.find((page) => page === requested) ?? 'teamOverview';
}

/** The agent centre popup (`?agentCenter=<page>`), for agents only (spec §6). */
export function AgentCentrePopup({ isAgent }: { isAgent: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = agentCentrePageOf(params.get(AGENT_CENTRE_PARAM));
  const Page = PAGES[page];
  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  const menuOf = (visible: readonly AgentCentrePage[]) => (
    <ul>
      {visible.map((item) => (
        <li key={item}>
          <MenuItem
            type="button"
            aria-current={item === page ? 'page' : undefined}
            onClick={() => update((next) => next.set(AGENT_CENTRE_PARAM, item))}
            data-testid={`ac-${item}`}
          >
            {t(`agent.pages.${item}`)}
          </MenuItem>
        </li>
      ))}
    </ul>
  );
  return (
    <Modal
      name="agentCentreModal"
      title={t('agent.title')}
      closeLabel={t('common.close')}
      width={960}
      height={640}
      onClose={() => update((next) => next.delete(AGENT_CENTRE_PARAM))}
    >
      {isAgent ? (
        <Layout>
          <Menu aria-label={t('agent.menu')}>
            <Suspense fallback={menuOf(ALWAYS_SHOWN)}>
              <MenuVisibility pages={AGENT_CENTRE_PAGES}>{menuOf}</MenuVisibility>
            </Suspense>
          </Menu>
          <Content>
            <Suspense fallback={<Spinner label={t('app.loading')} />}>
              <Page />
            </Suspense>
          </Content>
        </Layout>
      ) : (
        <Alert tone="error" testId="agent-centre-blocked">
          {t('errors.FORBIDDEN')}
        </Alert>
      )}
    </Modal>
  );
}

import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CentreContent as Content, CentreLayout as Layout, CentreMenu as Menu, CentreMenuItem as MenuItem } from './centre-layout';
import { useTranslation } from 'react-i18next';
import { Alert, Modal, Spinner, VisuallyHidden } from '@platform/shared/ui-kit';
import { useMemberCentreBadges } from '@platform/member/feature-member/shell-api';
import { MEMBER_CENTRE_PAGES, MEMBER_CENTRE_PARAM, resolveMemberCentrePage, type MemberCentrePage } from './member-centre-pages';

const wallet = () => import('@platform/wallet/feature-wallet');
const member = () => import('@platform/member/feature-member');
const protection = () => import('@platform/member/feature-protection');

/** The pages built so far, each its own chunk. The menu lists only these. */
const PAGE_COMPONENTS: Partial<Record<MemberCentrePage, LazyExoticComponent<ComponentType>>> = {
  securityCenter: lazy(() => member().then((m) => ({ default: m.SecurityCenterPage }))),
  transferFund: lazy(() => wallet().then((m) => ({ default: m.TransferFundPage }))),
  // The deposit page with player protection's deposit-limit offer above its form (issue 11).
  depositv2: lazy(() =>
    Promise.all([wallet(), protection()]).then(([w, p]) => ({
      default: function DepositWithLimitOffer() {
        return <w.DepositPage limitOffer={<p.DepositLimitOfferPanel />} />;
      },
    })),
  ),
  withdraw: lazy(() => wallet().then((m) => ({ default: m.WithdrawPage }))),
  transferUpline: lazy(() => member().then((m) => ({ default: m.TransferUplinePage }))),
  personalHistoryCopy: lazy(() => member().then((m) => ({ default: m.BettingRecordPage }))),
  transactionHistory: lazy(() => wallet().then((m) => ({ default: m.TransactionHistoryPage }))),
  personalProfit: lazy(() => member().then((m) => ({ default: m.ProfitPage }))),
  bonusDetails: lazy(() => member().then((m) => ({ default: m.BonusDetailsPage }))),
  referral: lazy(() => member().then((m) => ({ default: m.ReferralPage }))),
  missionLeaderboard: lazy(() => member().then((m) => ({ default: m.MissionLeaderboardPage }))),
  rewardCenter: lazy(() => member().then((m) => ({ default: m.RewardCenterPage }))),
  messageV2: lazy(() => member().then((m) => ({ default: m.MessagesPage }))),
  responsibleGaming: lazy(() => protection().then((m) => ({ default: m.ResponsibleGamingPage }))),
};
const AVAILABLE = MEMBER_CENTRE_PAGES.filter((page) => PAGE_COMPONENTS[page]);

/**
 * The member centre popup (spec §2): a menu and the chosen page, opened by ?memberCenter=<page>
 * so the header's links, the deposit shortcut and the payment page's return all land on a page.
 * Trial accounts are blocked (spec §6).
 */
export function MemberCentrePopup({ isTrial }: { isTrial: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = resolveMemberCentrePage(params.get(MEMBER_CENTRE_PARAM), AVAILABLE);
  const Page = page ? PAGE_COMPONENTS[page] : undefined;

  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of [MEMBER_CENTRE_PARAM, 'deposit', 'status', 'depositError']) next.delete(key);
      return next;
    });
  const open = (target: MemberCentrePage) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(MEMBER_CENTRE_PARAM, target);
      return next;
    });

  return (
    <Modal name="memberCentreModal" title={t('member_centre.title')} closeLabel={t('common.close')} width={960} height={640} onClose={close} sheet>
      {isTrial ? (
        <Alert tone="error" testId="member-centre-blocked">
          {t('member_centre.blocked')}
        </Alert>
      ) : (
        <CentreBody page={page} Page={Page} open={open} />
      )}
    </Modal>
  );
}

/** The menu with its badge counts (spec §2) and the page; only rendered for non-trial members, who have the counts. */
function CentreBody({ page, Page, open }: { page: MemberCentrePage | null; Page: LazyExoticComponent<ComponentType> | undefined; open: (page: MemberCentrePage) => void }) {
  const { t } = useTranslation();
  const badges: Partial<Record<MemberCentrePage, number>> = useMemberCentreBadges();
  const menuRef = useRef<HTMLUListElement>(null);
  // On a phone the menu is a strip of tabs: bring the open page's tab into view (a page opened by a
  // link may sit far right, out of sight), without moving the sheet itself.
  useEffect(() => {
    const strip = menuRef.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const start = current.offsetLeft - strip.offsetLeft;
    strip.scrollTo?.({ left: start - (strip.clientWidth - current.offsetWidth) / 2 });
  }, [page]);
  return (
    <Layout>
      <Menu aria-label={t('member_centre.menu')}>
        <ul ref={menuRef} data-testid="member-centre-menu" data-scroll-x>
          {AVAILABLE.map((item) => (
            <li key={item}>
              <MenuItem type="button" aria-current={item === page ? 'page' : undefined} onClick={() => open(item)} data-testid={`mc-${item}`}>
                <span>{item === 'responsibleGaming' ? t('protection.title') : t(`member_centre.pages.${item}`)}</span>
                {badges[item] ? (
                  <Badge data-testid={`mc-badge-${item}`}>
                    <span aria-hidden="true">{badges[item]}</span>
                    <VisuallyHidden>{` (${t('member_centre.badge', { count: badges[item] })})`}</VisuallyHidden>
                  </Badge>
                ) : null}
              </MenuItem>
            </li>
          ))}
        </ul>
      </Menu>
      <Content data-testid="member-centre-page">
        <Suspense fallback={<Spinner label={t('app.loading')} />}>{Page ? <Page /> : null}</Suspense>
      </Content>
    </Layout>
  );
}

const Badge = styled.span`
  display: inline-block;
  flex: none;
  min-width: 1.25rem;
  padding: 0 var(--space-xs);
  border-radius: 999px;
  background: var(--color-text);
  color: var(--color-surface);
  font-size: 0.75rem;
  line-height: 1.25rem;
  text-align: center;
`;

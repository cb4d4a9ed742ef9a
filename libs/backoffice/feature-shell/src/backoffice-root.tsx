import { Suspense, lazy } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Spinner } from '@platform/shared/ui-kit';
import { can, merchantCodeAtom, useStaffSession } from '@platform/backoffice/data-access';
import { SignInPage } from '@platform/backoffice/feature-auth';
import { useBackofficeErrorText } from '@platform/backoffice/i18n';
import { BackofficeLayout } from './backoffice-layout';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';

// Each screen is its own chunk: a content editor never downloads the charts or the cashier.
const DashboardScreen = lazy(() => import('@platform/backoffice/feature-dashboard').then((m) => ({ default: m.DashboardScreen })));
const CashierScreen = lazy(() => import('@platform/backoffice/feature-cashier').then((m) => ({ default: m.CashierScreen })));
const PlayersScreen = lazy(() => import('@platform/backoffice/feature-players').then((m) => ({ default: m.PlayersScreen })));
const PlayerScreen = lazy(() => import('@platform/backoffice/feature-players').then((m) => ({ default: m.PlayerScreen })));
const ContentScreen = lazy(() => import('@platform/backoffice/feature-content').then((m) => ({ default: m.ContentScreen })));
const SupportScreen = lazy(() => import('@platform/backoffice/feature-support').then((m) => ({ default: m.SupportScreen })));
const SystemScreen = lazy(() => import('@platform/backoffice/feature-system').then((m) => ({ default: m.SystemScreen })));
const LotteryScreen = lazy(() => import('@platform/backoffice/feature-dashboard').then((m) => ({ default: m.LotteryScreen })));
const AgentsScreen = lazy(() => import('@platform/backoffice/feature-dashboard').then((m) => ({ default: m.AgentsScreen })));
const StaffScreen = lazy(() => import('@platform/backoffice/feature-system').then((m) => ({ default: m.StaffScreen })));
const AuditScreen = lazy(() => import('@platform/backoffice/feature-audit').then((m) => ({ default: m.AuditScreen })));

const Centre = styled.div`
  display: grid;
  place-items: center;
  gap: var(--space-md);
  min-block-size: 50vh;
  padding: var(--space-md);
`;

function Loading() {
  const { t } = useTranslation();
  return (
    <Centre>
      <Spinner label={t('table.loading')} size="2rem" />
    </Centre>
  );
}

/** The back office: the sign-in page until a full (password + TOTP) session exists, then the screens. */
export function BackofficeRoot() {
  const { t } = useTranslation();
  const errorText = useBackofficeErrorText();
  const session = useStaffSession();
  const merchant = useAtomValue(merchantCodeAtom);

  if (session.isPending) return <Loading />;
  if (session.isError) {
    return (
      <Centre>
        <Alert tone="error">{errorText(session.error)}</Alert>
        <Button onClick={() => void session.refetch()}>{t('common.retry')}</Button>
      </Centre>
    );
  }
  if (!session.data) return <SignInPage languageSwitch={<LanguageSwitch />} />;

  const staff = session.data.staff;
  const home = NAV_ITEMS.find((item) => can(staff, merchant, item.permission))?.path ?? '/dashboard';
  return (
    <BackofficeLayout staff={staff}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<Navigate to={home} replace />} />
          <Route path="dashboard" element={<DashboardScreen />} />
          <Route path="cashier" element={<CashierScreen />} />
          <Route path="players" element={<PlayersScreen />} />
          <Route path="players/:id" element={<PlayerScreen />} />
          <Route path="content" element={<ContentScreen />} />
          <Route path="support" element={<SupportScreen />} />
          <Route path="audit" element={<AuditScreen />} />
          <Route path="system" element={<SystemScreen />} />
          <Route path="lottery" element={<LotteryScreen />} />
          <Route path="agents" element={<AgentsScreen />} />
          <Route path="staff" element={<StaffScreen />} />
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </Suspense>
    </BackofficeLayout>
  );
}

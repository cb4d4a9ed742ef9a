import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { systemInfoAtom } from '@platform/shared/session';
import { useTranslation } from 'react-i18next';
import { SYSTEM_STATUS } from '@platform/shared/api-contract';
import { ApiError } from '@platform/shared/api-client';
import { Button, Spinner } from '@platform/shared/ui-kit';
import { useSystemStatus } from '@platform/shell/data-access';

// Statuses 1 and 2 are rare: their pages are chunks of their own, off the home route's first download.
const MaintenancePage = lazy(() => import('../pages/maintenance-page').then((m) => ({ default: m.MaintenancePage })));
const IpBlockedPage = lazy(() => import('../pages/ip-blocked-page').then((m) => ({ default: m.IpBlockedPage })));

/** Root rendering by system status: 0 the app, 1 maintenance, 2 IP blocked. */
export function SystemStatusGate({
  merchantCode,
  children,
}: {
  merchantCode: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const status = useSystemStatus(merchantCode);
  const setSystemInfo = useSetAtom(systemInfoAtom);
  const servedInfo = status.data?.info;
  useEffect(() => {
    if (servedInfo) setSystemInfo(servedInfo);
  }, [servedInfo, setSystemInfo]);

  if (status.isPending) {
    return (
      <div role="status" aria-live="polite" data-testid="status-loading">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (status.isError) {
    const code = status.error instanceof ApiError ? status.error.code : 'UNKNOWN';
    return (
      <div role="alert" data-testid="status-error">
        <p>{t(`errors.${code}`, { defaultValue: t('errors.UNKNOWN') })}</p>
        <Button variant="primary" onClick={() => status.refetch()}>
          {t('common.submit')}
        </Button>
      </div>
    );
  }

  const { info, location } = status.data;
  const loading = (
    <div role="status" aria-live="polite" data-testid="status-loading">
      <Spinner label={t('app.loading')} />
    </div>
  );
  if (status.data.status === SYSTEM_STATUS.REGION_RESTRICTED) {
    return (
      <Suspense fallback={loading}>
        <IpBlockedPage ip={location.ip} resources={info.resources} />
      </Suspense>
    );
  }
  if (status.data.status === SYSTEM_STATUS.MAINTENANCE) {
    return (
      <Suspense fallback={loading}>
        <MaintenancePage resources={info.resources} />
      </Suspense>
    );
  }
  return <>{children}</>;
}

import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LotteryApp, launchGameFrom, lobbyDataFor } from '@platform/lottery/feature-lottery';
import { useGameMenus } from '@platform/shell/data-access';
import { VendorList } from '../components/vendor-list';
import { navVendors } from '../utils/navigation';
import { RouteScreen } from './route-screen';

/**
 * /lottery, /seaLottery and /vnLottery (login required): the lottery lobby, betting, results and
 * my bets (libs/lottery); a launch URL's `?gameCode=…&view=betting` opens that game. With the lottery vendors of the menus above it. This module is its own
 * chunk (screens.ts), so the lottery never weighs on the home route.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const menus = useGameMenus();
  const vendors = navVendors('lottery', menus.data ?? []);
  return (
    <RouteScreen titleKey="screen.lottery" testId="lottery-screen">
      <div data-lottery={pathname.slice(1)}>
        {vendors.length > 0 ? <VendorList vendors={vendors} label={t('nav.vendors_of', { name: t('nav.lottery') })} /> : null}
        <LotteryApp
          key={`${pathname}${search}`}
          lobbyData={lobbyDataFor(pathname)}
          initialGame={launchGameFrom(search)}
        />
      </div>
    </RouteScreen>
  );
}

import { lazy, Suspense } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMajorAmount } from '@platform/shared/i18n';
import { languageAtom, loginStateAtom, storeValuesAtom, systemInfoAtom, tokenAtom, useBrand } from '@platform/shared/session';
import { CAROUSEL_DOT_SIZE_PX, JackpotTicker, Marquee, Skeleton, VisuallyHidden } from '@platform/shared/ui-kit';
import { HOME_NOTICE_TYPES, useAnnouncements, useBanners } from '@platform/shell/data-access';
import { noticeIndexAtom, noticeModalOpenAtom } from '../stores/shell-popups';
import { BannerImage } from './banner-image';
import { DeferUntilVisible } from './defer-until-visible';

// The carousel brings embla; the rest of the page below the first screen is its own chunk too.
const BannerCarousel = lazy(() => import('./banner-carousel').then((m) => ({ default: m.BannerCarousel })));
const HomeBelowFold = lazy(() => import('./home-below-fold').then((m) => ({ default: m.HomeBelowFold })));

/** Home (spec §2 "Home page"): banners, notice marquee and jackpot first; the rest loads as it nears the screen. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  // The language the page is written in, as the shell's other amounts (hooks/use-amount-format.ts).
  const language = i18n.language;
  const { currencySymbol: walletSymbol } = useAtomValue(storeValuesAtom);
  // The system status serves the merchant's currency to guests too; the wallet's answer covers an older gateway.
  const currencySymbol = useAtomValue(systemInfoAtom)?.currency?.symbol || walletSymbol;
  // Each section below reads its own query, so an answer re-renders that section alone.
  return (
    <section data-testid="home-page" aria-labelledby="home-title">
      <VisuallyHidden as="h1" id="home-title">
        {brand.displayName} · {t('screen.home')}
      </VisuallyHidden>
      <HomeBanners />
      <HomeNotices />
      <Jackpot data-testid="home-jackpot">
        <JackpotTicker
          label={t('home.jackpot')}
          // The shared amount formatter, as every balance (issue 26): the merchant's symbol, the language's
          // separators and fixed decimals, for a guest as for a member.
          format={(amount) => formatMajorAmount(amount, { language, currencySymbol })}
        />
      </Jackpot>
      <DeferUntilVisible placeholder={<Skeleton shape="rect" height="320px" />}>
        <Suspense fallback={<Skeleton shape="rect" height="320px" />}>
          <HomeBelowFold />
        </Suspense>
      </DeferUntilVisible>
    </section>
  );
}

function HomeBanners() {
  const language = useAtomValue(languageAtom);
  const banners = useBanners('w_home', language);
  const firstBanner = banners.data?.[0];
  return (
    <BannerFrame data-testid="home-banners">
      {banners.isPending ? (
        <Skeleton shape="rect" height="auto" />
      ) : (banners.data ?? []).length > 0 ? (
        // While the carousel's chunk loads, the first banner stands still where the boot shell
        // drew it, rather than a placeholder between two pictures.
        <Suspense
          fallback={
            <BannerStill $dots={(banners.data ?? []).length > 1}>
              <BannerImage src={firstBanner?.url} alt={firstBanner?.title} />
            </BannerStill>
          }
        >
          <BannerCarousel banners={banners.data ?? []} />
        </Suspense>
      ) : null}
    </BannerFrame>
  );
}

function HomeNotices() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const token = useAtomValue(tokenAtom);
  const { isLogin } = useAtomValue(loginStateAtom);
  const setNoticeIndex = useSetAtom(noticeIndexAtom);
  const setNoticeOpen = useSetAtom(noticeModalOpenAtom);
  const notices = useAnnouncements({ types: HOME_NOTICE_TYPES, language, token, isLogin });
  const noticeList = notices.data ?? [];
  if (notices.isPending) {
    // Holds the marquee's place, so the jackpot and the rest do not jump down when it arrives.
    return (
      <NoticeBar>
        <Skeleton shape="rect" height={NOTICE_BAR_HEIGHT} />
      </NoticeBar>
    );
  }
  if (noticeList.length === 0) return null;
  return (
    <NoticeBar data-testid="notice-marquee">
      <Marquee
        label={t('home.notices')}
        items={noticeList.map((notice) => ({ id: notice.id, text: notice.title }))}
        onItemClick={(id) => {
          setNoticeIndex(Math.max(0, noticeList.findIndex((notice) => notice.id === id)));
          setNoticeOpen(true);
        }}
      />
    </NoticeBar>
  );
}

const BannerFrame = styled.div`
  & > [data-testid='skeleton'] {
    aspect-ratio: 16 / 5;
  }
`;

/** Holds the carousel's row of dots under the still picture, so the page below stays put when it loads. */
const BannerStill = styled.div<{ $dots: boolean }>`
  padding-bottom: ${({ $dots }) => ($dots ? `${CAROUSEL_DOT_SIZE_PX}px` : '0')};
`;

/** One line of the ui-kit Marquee: a 44 px target, its padding and its border. */
const NOTICE_BAR_HEIGHT = 'calc(44px + 2 * var(--space-xs) + 2px)';

const NoticeBar = styled.div`
  margin-top: var(--space-sm);
`;

const Jackpot = styled.div`
  display: flex;
  justify-content: center;
  margin-top: var(--space-md);
  padding: var(--space-md);
  border-radius: var(--radius-md);
  background: var(--color-surface);
`;

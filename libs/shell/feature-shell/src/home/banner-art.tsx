import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { bannerCopyFor, type Banner } from '@platform/shared/api-contract';
import { languageAtom } from '@platform/shared/session';

/**
 * A banner's picture: a fixed aspect ratio, the same as the placeholder's and the boot shell's
 * (tools/brand-tools boot-shell.ts `.boot-banner`), so nothing moves as each replaces the other.
 * Art is anchored on its right, where the drawn symbols are; the left is the words' calm side.
 */
export const BannerPicture = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 5;
  object-fit: cover;
  object-position: right center;
  background: var(--color-surface-raised);
`;

/*
 * The words over the art follow the same rules as the gateway's prerendered first banner
 * (apps/gateway/src/modules/spa/home-prerender.ts BOOT_BANNER_CSS), so React takes over from the
 * boot shell without a visible change. Sizes follow the banner's width (container units).
 */
const Hero = styled.div`
  position: relative;
  container-type: inline-size;
  overflow: hidden;
  background: var(--color-surface-raised);
`;

const Words = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  gap: max(2px, 0.7cqw);
  padding: 0 38% 0 max(14px, 4.5cqw);
  color: white;
  text-shadow: 0 1px 3px color-mix(in srgb, black 55%, transparent);
  background: linear-gradient(90deg, color-mix(in srgb, black 50%, transparent), color-mix(in srgb, black 25%, transparent) 55%, transparent 75%);
`;

const Title = styled.p`
  margin: 0;
  font-family: var(--font-display, var(--font-body));
  font-weight: 800;
  font-size: clamp(16px, 4.2cqw, 46px);
  line-height: 1.08;
`;

const Subtitle = styled.span`
  font-family: var(--font-body);
  font-size: clamp(12px, 1.9cqw, 21px);
  line-height: 1.25;
`;

const Cta = styled.span`
  margin-top: max(2px, 0.5cqw);
  padding: 0.3em 1em;
  border-radius: var(--radius-pill, 999px);
  background: var(--color-secondary);
  color: var(--color-on-secondary);
  font-family: var(--font-body);
  font-weight: 700;
  font-size: clamp(12px, 1.6cqw, 18px);
  text-shadow: none;
`;

/**
 * One banner: its art with its words set over it in the player's language, in the brand's fonts
 * and colours. The picture then has an empty alt (the words are the text); a banner without words
 * (an operator's finished image) shows alone, its title as the alternative text. The call to
 * action shows only on a banner that leads somewhere.
 */
export function BannerArt({ banner, loading }: { banner: Banner; loading?: 'eager' | 'lazy' }) {
  const language = useAtomValue(languageAtom);
  const words = bannerCopyFor(banner.copy, language);
  if (!words) return <BannerPicture src={banner.url} alt={banner.title} loading={loading} />;
  return (
    <Hero data-testid="banner-art">
      <BannerPicture src={banner.url} alt="" loading={loading} />
      <Words>
        <Title data-testid="banner-title">{words.title}</Title>
        {words.subtitle ? <Subtitle>{words.subtitle}</Subtitle> : null}
        {words.cta && banner.linkageType ? <Cta>{words.cta}</Cta> : null}
      </Words>
    </Hero>
  );
}

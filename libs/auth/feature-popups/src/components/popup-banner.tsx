import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { bannerCopyFor } from '@platform/shared/api-contract';
import { languageAtom } from '@platform/shared/session';
import { usePopupBanner, type PopupBannerGroup } from '@platform/auth/data-access';

const Frame = styled.div`
  position: relative;
  container-type: inline-size;
  overflow: hidden;
  border-radius: var(--radius-md);
  margin-bottom: var(--space-md);
  background: var(--color-surface-raised);
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 120px;
  object-fit: cover;
  object-position: right center;
`;

/** The words over the art: the calm left side, white on the art's dark ground, in the brand's fonts. */
const Words = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 4px;
  padding: 0 36% 0 var(--space-md);
  color: white;
  text-shadow: 0 1px 3px color-mix(in srgb, black 55%, transparent);
  background: linear-gradient(90deg, color-mix(in srgb, black 50%, transparent), transparent 75%);
`;

const Title = styled.p`
  margin: 0;
  font-family: var(--font-display, var(--font-body));
  font-weight: 800;
  font-size: clamp(17px, 5.5cqw, 24px);
  line-height: 1.1;
`;

const Subtitle = styled.span`
  font-size: clamp(12px, 3.4cqw, 15px);
  line-height: 1.25;
`;

/**
 * A popup's optional banner (spec §2 "Login popup": group w_login, and w_register, w_forget): the
 * brand's art with the banner's words set over it in the player's language. A banner without words
 * (an operator's finished image) shows alone, its title as the alternative text.
 */
export function PopupBanner({ group }: { group: PopupBannerGroup }) {
  const language = useAtomValue(languageAtom);
  const banner = usePopupBanner(group, language);
  if (!banner.data) return null;
  const words = bannerCopyFor(banner.data.copy, language);
  return (
    <Frame data-testid={`banner-${group}`}>
      <Image src={banner.data.url} alt={words ? '' : banner.data.title} />
      {words ? (
        <Words>
          <Title data-testid={`banner-${group}-title`}>{words.title}</Title>
          {words.subtitle ? <Subtitle>{words.subtitle}</Subtitle> : null}
        </Words>
      ) : null}
    </Frame>
  );
}

import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { languageAtom } from '@platform/shared/session';
import { usePopupBanner, type PopupBannerGroup } from '@platform/auth/data-access';

const Image = styled.img`
  display: block;
  width: 100%;
  max-height: 120px;
  object-fit: cover;
  border-radius: var(--radius-md);
  margin-bottom: var(--space-md);
`;

/** A popup's optional banner (spec §2 "Login popup": group w_login, and w_register, w_forget). */
export function PopupBanner({ group }: { group: PopupBannerGroup }) {
  const language = useAtomValue(languageAtom);
  const banner = usePopupBanner(group, language);
  if (!banner.data) return null;
  return <Image src={banner.data.url} alt={banner.data.title} data-testid={`banner-${group}`} />;
}

import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSponsors } from '@platform/promotions/data-access';
import { useErrorText } from '@platform/shared/i18n';
import { languageAtom } from '@platform/shared/session';
import { Alert, EmptyState, Skeleton } from '@platform/shared/ui-kit';
import { Card, CardGrid } from './card-grid';

const SponsorCard = styled(Card)`
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: var(--radius-sm);
  }
`;

const Since = styled.p`
  color: var(--color-text-muted);
  font-size: 0.8125rem;
`;

/** The brand's sponsorships (the /sponsor page); plain text from the gateway, links open in a new tab. */
export function SponsorList() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const errorText = useErrorText();
  const sponsors = useSponsors(language);

  if (sponsors.isPending) return <Skeleton shape="rect" height="8rem" />;
  if (sponsors.isError) return <Alert tone="error">{errorText(sponsors.error)}</Alert>;
  if (sponsors.data.rows.length === 0) return <EmptyState message={t('sponsors.empty')} />;
  return (
    <CardGrid $min="240px" data-testid="sponsor-list">
      {sponsors.data.rows.map((sponsor) => (
        <SponsorCard key={sponsor.id}>
          {sponsor.imageUrl ? <img src={sponsor.imageUrl} alt="" loading="lazy" /> : null}
          <h2>{sponsor.name}</h2>
          <Since>{t('sponsors.since', { since: sponsor.since })}</Since>
          <p>{sponsor.description}</p>
          {sponsor.linkUrl ? (
            <a href={sponsor.linkUrl} target="_blank" rel="noopener noreferrer">
              {t('sponsors.visit', { name: sponsor.name })}
            </a>
          ) : null}
        </SponsorCard>
      ))}
    </CardGrid>
  );
}

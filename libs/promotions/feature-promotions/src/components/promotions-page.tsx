import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { languageAtom } from '@platform/shared/session';
import { usePromotions } from '@platform/promotions/data-access';
import { EmptyState, SafeHtml, Skeleton } from '@platform/shared/ui-kit';
import { promotionHash, promotionIdFromHash } from '../utils/promotion-hash';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: var(--space-lg);
  align-items: start;

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  width: 100%;
  min-height: 44px;
  padding: var(--space-sm) var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;

  &[aria-current='true'] {
    border-color: var(--color-primary);
    box-shadow: inset 4px 0 0 var(--color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

const Detail = styled.article`
  padding: var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);

  img {
    max-width: 100%;
    height: auto;
  }
`;

const Hero = styled.img`
  display: block;
  width: 100%;
  border-radius: var(--radius-sm);
`;

/** /promotions: the list, and the promotion whose id is the hash (the first one otherwise). */
export function PromotionsPage() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const promotions = usePromotions(language);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const list = promotions.data ?? [];
  const wanted = promotionIdFromHash(hash);
  const selected = list.find((p) => p.id === wanted) ?? list[0];

  return (
    <section data-testid="promotions-screen" aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('screen.promotions')}</h1>
      {promotions.isPending ? (
        <Skeleton shape="rect" height="12rem" />
      ) : list.length === 0 ? (
        <EmptyState message={t('promotions.empty')} />
      ) : (
        <Layout>
          <nav aria-label={t('promotions.list')}>
            <List>
              {list.map((promotion) => (
                <li key={promotion.id} id={String(promotion.id)}>
                  <Item
                    type="button"
                    aria-current={promotion.id === selected?.id ? 'true' : undefined}
                    data-testid={`promotion-item-${promotion.id}`}
                    onClick={() => navigate({ hash: promotionHash(promotion.id) }, { replace: true })}
                  >
                    {promotion.title}
                  </Item>
                </li>
              ))}
            </List>
          </nav>
          {selected ? (
            <Detail data-testid="promotion-detail" aria-labelledby="promotion-detail-title">
              <h2 id="promotion-detail-title">{selected.title}</h2>
              {selected.announcementImages[0] ? <Hero src={selected.announcementImages[0].url} alt="" /> : null}
              <SafeHtml html={selected.content} />
            </Detail>
          ) : null}
        </Layout>
      )}
    </section>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { usePagerLabels } from '@platform/shared/i18n';
import type { Announcement } from '@platform/shared/api-contract';
import { ANNOUNCEMENT_PAGER, Button, EmptyState, Modal, Pager } from '@platform/shared/ui-kit';
import { formatStartDate, pageCount, pageOf } from '../utils/announcement-rules';
import { SafeHtml } from './safe-html';

export interface AnnouncementModalProps {
  announcements: readonly Announcement[];
  onClose: () => void;
  /** 'go to promotion': shown for items with a promotionType. */
  onGoToPromotion: (announcement: Announcement) => void;
}

/**
 * publicModal (spec §2 "Announcement popup"): the list on the left, 8 per page with a
 * pager range of 2 and no margin pages; the selected announcement on the right.
 */
export function AnnouncementModal({ announcements, onClose, onGoToPromotion }: AnnouncementModalProps) {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(announcements[0]?.id ?? null);
  const pages = pageCount(announcements.length);
  const visible = pageOf(announcements, page);
  const selected = announcements.find((a) => a.id === selectedId) ?? visible[0];

  const goToPage = (next: number) => {
    setPage(next);
    setSelectedId(pageOf(announcements, next)[0]?.id ?? null);
  };

  return (
    <Modal
      name="publicModal"
      title={t('announcements.title')}
      closeLabel={t('common.close')}
      width={880}
      height={600}
      onClose={onClose}
    >
      <Layout>
        <ListColumn>
          <nav aria-label={t('announcements.list')}>
            <List data-testid="announcement-list">
              {visible.map((item) => (
                <li key={item.id}>
                  <ItemButton
                    type="button"
                    aria-current={item.id === selected?.id ? 'true' : undefined}
                    data-testid="announcement-item"
                    onClick={() => setSelectedId(item.id)}
                  >
                    <ItemTitle>{item.title}</ItemTitle>
                    <ItemDate>{formatStartDate(item.startDateStr)}</ItemDate>
                  </ItemButton>
                </li>
              ))}
            </List>
          </nav>
          <Pager
            current={page}
            total={pages}
            onChange={goToPage}
            pageRangeDisplayed={ANNOUNCEMENT_PAGER.pageRange}
            marginPagesDisplayed={ANNOUNCEMENT_PAGER.marginPages}
            {...pagerLabels}
          />
        </ListColumn>
        <Detail aria-live="polite" data-testid="announcement-detail">
          {selected ? (
            <>
              <DetailTitle>{selected.title}</DetailTitle>
              <ItemDate>{formatStartDate(selected.startDateStr)}</ItemDate>
              <SafeHtml html={selected.content} testId="announcement-content" />
              {selected.promotionType ? (
                <Actions>
                  <Button variant="primary" data-testid="go-to-promotion" onClick={() => onGoToPromotion(selected)}>
                    {t('announcements.go_to_promotion')}
                  </Button>
                </Actions>
              ) : null}
            </>
          ) : (
            <EmptyState message={t('common.no_data')} />
          )}
        </Detail>
      </Layout>
    </Modal>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: var(--space-md);
  min-height: 100%;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ListColumn = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: var(--space-sm);
  padding-inline-end: var(--space-md);
  border-inline-end: 1px solid var(--color-border);

  @media (max-width: 720px) {
    padding-inline-end: 0;
    border-inline-end: 0;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  width: 100%;
  min-height: 44px;
  padding: var(--space-xs) var(--space-sm);
  border: 1px solid transparent;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: var(--color-surface-raised);
  }
  &[aria-current='true'] {
    border-color: var(--color-primary);
    background: var(--color-surface-raised);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 1px;
  }
`;

const ItemTitle = styled.span`
  font-weight: 600;
`;

const ItemDate = styled.span`
  color: var(--color-text-muted);
  font-size: 0.8125rem;
`;

const Detail = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  min-width: 0;
`;

const DetailTitle = styled.h3`
  margin: 0;
  font-size: 1.125rem;
`;

const Actions = styled.div`
  margin-top: var(--space-sm);
`;

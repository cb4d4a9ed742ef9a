import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@platform/shared/api-contract';
import { EmptyState, Modal } from '@platform/shared/ui-kit';
import { formatStartDate } from '../utils/announcement-rules';
import { SafeHtml } from './safe-html';

export interface NoticeModalProps {
  notices: readonly Announcement[];
  /** The notice index the accordion follows; null when every item is collapsed. */
  openIndex: number | null;
  /** Called with the clicked index; the caller applies toggleNotice (clicking the open item collapses it). */
  onToggle: (index: number) => void;
  onClose: () => void;
}

/** noticeModal (spec §2): an accordion of title, formatted start date and HTML content. */
export function NoticeModal({ notices, openIndex, onToggle, onClose }: NoticeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal name="noticeModal" title={t('announcements.notices')} closeLabel={t('common.close')} width={720} height={560} onClose={onClose}>
      {notices.length === 0 ? (
        <EmptyState message={t('common.no_data')} />
      ) : (
        <List>
          {notices.map((notice, index) => {
            const open = index === openIndex;
            const panelId = `notice-panel-${notice.id}`;
            return (
              <Item key={notice.id} data-testid="notice-item" data-open={open}>
                <Heading>
                  <Toggle
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    data-testid="notice-toggle"
                    onClick={() => onToggle(index)}
                  >
                    <span>{notice.title}</span>
                    <StartDate>{formatStartDate(notice.startDateStr)}</StartDate>
                  </Toggle>
                </Heading>
                <Panel id={panelId} role="region" aria-label={notice.title} hidden={!open} data-testid="notice-panel">
                  {open ? <SafeHtml html={notice.content} testId="notice-content" /> : null}
                </Panel>
              </Item>
            );
          })}
        </List>
      )}
    </Modal>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);

  &[data-open='true'] {
    border-color: var(--color-primary);
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Toggle = styled.button`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-xs) var(--space-md);
  width: 100%;
  min-height: 44px;
  padding: var(--space-sm) var(--space-md);
  border: 0;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: -2px;
  }
`;

const StartDate = styled.span`
  color: var(--color-text-muted);
  font-size: 0.8125rem;
  font-weight: 400;
`;

const Panel = styled.div`
  padding: 0 var(--space-md) var(--space-md);
`;

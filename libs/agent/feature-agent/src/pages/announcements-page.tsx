import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, SafeHtml, Spinner } from '@platform/shared/ui-kit';
import { useAgentAnnouncements } from '@platform/agent/data-access';
import { Page, useErrorText } from './parts';

/**
 * The agent centre's announcement page (spec §2, first item of the menu): the operator's notices
 * to agents, newest first, as an accordion (title and start date; the HTML opens below). The first
 * one starts open, so the latest notice reads without a click.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const announcements = useAgentAnnouncements();
  return (
    <Page aria-labelledby="agent-announcements-title" data-testid="agent-announcements">
      <h2 id="agent-announcements-title">{t('agent.pages.announcement')}</h2>
      {announcements.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : announcements.isError ? (
        <Alert tone="error">{errorText(announcements.error)}</Alert>
      ) : announcements.data.length === 0 ? (
        <EmptyState testId="agent-announcements-empty" title={t('agent.announcements_empty')} message={t('agent.empty.announcements_message')} />
      ) : (
        <List>
          {announcements.data.map((item, index) => (
            <li key={item.id}>
              <details open={index === 0} data-testid="agent-announcement">
                <summary>
                  <span>{item.title}</span>
                  <time dateTime={item.startDateStr.replace(' ', 'T') + 'Z'}>{item.startDateStr}</time>
                </summary>
                <Body html={item.content} testId="agent-announcement-body" />
              </details>
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}

const List = styled.ul`
  display: grid;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
  details {
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    background: var(--color-surface-raised);
  }
  summary {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: var(--space-xs) var(--space-md);
    padding: var(--space-sm) var(--space-md);
    font-weight: 600;
    cursor: pointer;
  }
  time {
    font-weight: 400;
    font-size: 0.8125rem;
    color: var(--color-text-muted);
    font-variant-numeric: tabular-nums;
  }
`;

const Body = styled(SafeHtml)`
  padding: 0 var(--space-md) var(--space-sm);
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;

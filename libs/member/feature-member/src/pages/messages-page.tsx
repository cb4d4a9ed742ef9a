import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { MESSAGE_FILTERS, type Message } from '@platform/shared/api-contract';
import { formatDateTime } from '@platform/shared/i18n';
import { Alert, Button, EmptyState, SafeHtml, Spinner, Tabs, VisuallyHidden } from '@platform/shared/ui-kit';
import { useDeleteMessage, useMessages, useReadMessage, type MessageFilter } from '@platform/member/data-access';
import { Page, PageTitle, Row } from '../components/parts';
import { Paging } from '../components/records';
import { useErrorText } from '../components/use-error-text';
import { FeedbackForm } from './feedback-form';

type Section = 'inbox' | 'feedback';

/** messageV2 (spec §2 platform messages, read and unread) with the feedback form (spec §5, §7). */
export function MessagesPage() {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('inbox');
  return (
    <Page aria-labelledby="messages-title" data-testid="messages-page">
      <PageTitle id="messages-title">{t('messages.title')}</PageTitle>
      <Tabs
        label={t('messages.sections')}
        items={[
          { id: 'inbox', label: t('messages.inbox') },
          { id: 'feedback', label: t('messages.feedback_title') },
        ]}
        value={section}
        onChange={(id) => setSection(id as Section)}
      />
      <div role="tabpanel" aria-labelledby={`tab-${section}`}>
        {section === 'inbox' ? <Inbox /> : <FeedbackForm />}
      </div>
    </Page>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const messages = useMessages(filter, pageNo);
  const read = useReadMessage();
  const filterName = useId();

  return (
    <>
      <Row as="fieldset" data-testid="message-filter">
        <legend>{t('messages.filter')}</legend>
        {MESSAGE_FILTERS.map((id) => (
          <label key={id}>
            <input
              type="radio"
              name={filterName}
              value={id}
              checked={filter === id}
              onChange={() => {
                setFilter(id);
                setPageNo(1);
              }}
            />{' '}
            {t(`messages.filter_${id}`)}
          </label>
        ))}
        <Button
          variant="secondary"
          disabled={!messages.data || messages.data.unread === 0}
          loading={read.isPending}
          onClick={() => read.mutate({ all: true })}
          data-testid="messages-read-all"
        >
          {t('messages.read_all')}
        </Button>
      </Row>
      {messages.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : messages.isError ? (
        <Alert tone="error" testId="messages-error">{errorText(messages.error)}</Alert>
      ) : messages.data.rows.length === 0 ? (
        <EmptyState testId="messages-empty" title={t('messages.empty_title')} message={t('messages.empty_text')} />
      ) : (
        <>
          <p data-testid="messages-unread" aria-live="polite">
            {t('messages.unread_count', { count: messages.data.unread })}
          </p>
          <List>
            {messages.data.rows.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </List>
          <Paging current={pageNo} total={messages.data.totalPages} onChange={setPageNo} />
        </>
      )}
    </>
  );
}

/** One message: its title opens it (and marks it read); the body is operator HTML, sanitised again here. */
function MessageItem({ message }: { message: Message }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const read = useReadMessage();
  const remove = useDeleteMessage();
  const bodyId = useId();

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next && !message.read) read.mutate({ id: message.id });
  }

  return (
    <li data-testid="message" data-read={message.read}>
      <Header type="button" aria-expanded={open} aria-controls={open ? bodyId : undefined} onClick={toggle} data-testid="message-toggle">
        <span>
          {message.read ? null : <Dot aria-hidden="true" />}
          <strong>{message.title}</strong>
          {message.read ? null : <VisuallyHidden>{` (${t('messages.unread')}) `}</VisuallyHidden>}
        </span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </Header>
      {open ? (
        <Body id={bodyId}>
          <SafeHtml html={message.content} testId="message-content" />
          {remove.isError ? <Alert tone="error">{errorText(remove.error)}</Alert> : null}
          <Button
            variant="secondary"
            loading={remove.isPending}
            onClick={() => remove.mutate(message.id)}
            aria-label={t('messages.delete_named', { title: message.title })}
            data-testid="message-delete"
          >
            {t('messages.delete')}
          </Button>
        </Body>
      ) : null}
    </li>
  );
}

const List = styled.ul`
  display: grid;
  gap: var(--space-xs);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
  }
`;

const Header = styled.button`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-sm);
  width: 100%;
  min-height: 44px;
  padding: var(--space-sm);
  border: 0;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-primary);
  }
  time {
    color: var(--color-text-muted);
    font-size: 0.875rem;
  }
`;

const Dot = styled.span`
  display: inline-block;
  width: 0.5rem;
  height: 0.5rem;
  margin-inline-end: var(--space-xs);
  border-radius: 50%;
  background: var(--color-primary);
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-sm);
  padding: 0 var(--space-sm) var(--space-sm);
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;

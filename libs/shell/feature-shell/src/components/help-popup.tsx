import { useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { languageAtom } from '@platform/shared/session';
import { Link } from 'react-router-dom';
import { Alert, EmptyState, Modal, Spinner } from '@platform/shared/ui-kit';
import { useHelpCentre } from '@platform/shell/data-access';
import { SafeHtml } from '../announcements/safe-html';
import { toggleNotice } from '../utils/notice-accordion';
import { FEEDBACK_PATH } from '../utils/feedback-link';

/**
 * helpModal (spec §2): the help centre's topics (spec §7: lang, device WEB), and the way on to
 * feedbackModal. Its caller navigates to / on close.
 */
export function HelpPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const help = useHelpCentre(language);
  const [open, setOpen] = useState<number | null>(0);
  const topics = help.data ?? [];
  return (
    <Modal name="helpModal" title={t('screen.help')} closeLabel={t('common.close')} width={720} height={560} onClose={onClose}>
      {help.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : help.isError ? (
        <Alert tone="error" testId="help-error">{t('help.error')}</Alert>
      ) : topics.length === 0 ? (
        <EmptyState message={t('help.empty')} />
      ) : (
        <List>
          {topics.map((topic, index) => (
            <li key={topic.id}>
              <Heading>
                <Toggle
                  type="button"
                  aria-expanded={open === index}
                  aria-controls={`help-topic-${topic.id}`}
                  onClick={() => setOpen(toggleNotice(open, index))}
                >
                  {topic.title}
                </Toggle>
              </Heading>
              <div id={`help-topic-${topic.id}`} hidden={open !== index}>
                {open === index ? <SafeHtml html={topic.content} /> : null}
              </div>
            </li>
          ))}
        </List>
      )}
      <FeedbackLink to={FEEDBACK_PATH} data-testid="help-feedback">
        {t('help.send_feedback')}
      </FeedbackLink>
    </Modal>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FeedbackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: var(--space-md);
  color: var(--color-text);

  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Toggle = styled.button`
  width: 100%;
  min-height: 44px;
  padding: var(--space-sm) var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface-raised);
  color: var(--color-text);
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

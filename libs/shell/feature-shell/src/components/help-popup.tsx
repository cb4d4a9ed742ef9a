import { useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { languageAtom } from '@platform/shared/session';
import { EmptyState, Modal, Spinner } from '@platform/shared/ui-kit';
import { useHelpCentre } from '@platform/shell/data-access';
import { SafeHtml } from '../announcements/safe-html';
import { toggleNotice } from '../utils/notice-accordion';

/** helpModal (spec §2): the help centre's topics. Its caller navigates to / on close. */
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

import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH } from '@platform/shared/api-contract';
import { Button } from '@platform/shared/ui-kit';

export interface ChatSendFormProps {
  /** The field's visible label (translated). */
  label: string;
  onSend: (text: string) => void;
  disabled?: boolean;
  /** Why sending is off, shown under the field (e.g. connecting). */
  disabledReason?: string;
  testId?: string;
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
 * composing does neither). At most CHAT_MESSAGE_MAX_LENGTH characters, with a counter.
 */
export function ChatSendForm({ label, onSend, disabled = false, disabledReason, testId = 'chat-send' }: ChatSendFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const blank = text.trim().length === 0;

  const submit = () => {
    if (disabled || blank) return;
    onSend(text);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Form onSubmit={onSubmit} data-testid={testId}>
      <Label htmlFor={fieldId}>{label}</Label>
      <Row>
        <Field
          id={fieldId}
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('chat.placeholder')}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid={`${testId}-text`}
        />
        <Button type="submit" disabled={disabled || blank} data-testid={`${testId}-submit`}>
          {t('chat.send')}
        </Button>
      </Row>
      <Hint id={hintId}>
        {disabled && disabledReason ? `${disabledReason} ` : ''}
        {t('chat.hint')} <span data-testid={`${testId}-counter`}>{t('chat.counter', { count: text.length, max: CHAT_MESSAGE_MAX_LENGTH })}</span>
      </Hint>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  padding: var(--space-sm);
  border-top: 1px solid var(--color-border);
`;

const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  gap: var(--space-xs);
  align-items: stretch;
`;

const Field = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: var(--space-sm);
  font: inherit;
  resize: vertical;
  color: var(--color-text);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: var(--color-text-muted);
`;

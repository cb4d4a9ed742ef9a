import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PLAYER_NOTE_MAX, backofficeAddPlayerNoteCall, backofficePlayerNotesCall } from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';
import { Alert, Button } from '@platform/shared/ui-kit';
import { useBackofficeQuery, useWorkspace } from '@platform/backoffice/data-access';
import { useBackofficeErrorText, useFormat } from '@platform/backoffice/i18n';
import { Card, TextArea } from '@platform/backoffice/ui';

const Notes = styled.ol`
  display: grid;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: var(--color-text-muted);
  }
`;

/** Staff notes on a player, newest first; notes are never edited or deleted (each is an audit row too). */
export function PlayerNotes({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useBackofficeErrorText();
  const queryClient = useQueryClient();
  const { merchantCode, allows } = useWorkspace();
  const notes = useBackofficeQuery(backofficePlayerNotesCall, merchantCode ? { merchantCode, id: playerId, pageSize: 50 } : null);
  const add = useContractMutation(backofficeAddPlayerNoteCall);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!merchantCode || !text.trim()) return;
    add.mutate(
      { merchantCode, id: playerId, text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
        },
      },
    );
  };
  return (
    <Card data-testid="player-notes">
      <h2>{t('player.notes')}</h2>
      {notes.error ? <Alert tone="error">{errorText(notes.error)}</Alert> : null}
      {notes.data && notes.data.rows.length === 0 ? <p>{t('player.noNotes')}</p> : null}
      <Notes>
        {(notes.data?.rows ?? []).map((note) => (
          <li key={note.id}>
            {note.body}
            <small>
              {note.staffName} · {format.dateTime(note.createdAt)}
            </small>
          </li>
        ))}
      </Notes>
      {allows('players.note') ? (
        <form onSubmit={submit} aria-label={t('player.addNote')}>
          <TextArea
            value={text}
            maxLength={PLAYER_NOTE_MAX}
            onChange={(event) => setText(event.target.value)}
            aria-label={t('player.addNote')}
            style={{ minBlockSize: 60, inlineSize: '100%', boxSizing: 'border-box' }}
            data-testid="player-note-text"
          />
          {add.error ? <Alert tone="error">{errorText(add.error)}</Alert> : null}
          <Button type="submit" loading={add.isPending} disabled={!text.trim()} data-testid="player-note-add">
            {t('player.addNote')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}

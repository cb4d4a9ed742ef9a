import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { RECALL_SIZE } from '@platform/shared/api-contract';
import { useGameRecall } from '@platform/games/data-access';
import { formatDateTime } from '@platform/shared/i18n';
import { Alert, Button, EmptyState, Spinner } from '@platform/shared/ui-kit';
import { fairnessErrorText } from '../../utils/fairness-error';
import { formatMinor } from '../../utils/money';
import { Section } from './fairness-parts';

/**
 * Game recall: this game's last 10 rounds, newest first, each with a button that opens its
 * verification. `focusRoundId` (the round just verified) gets the focus back when the list returns.
 * `landingRoundId` is the round whose reels or dice are still moving: it is left out until they
 * stop, so the list does not tell its outcome first.
 */
export function RoundRecall({
  gameCode,
  onVerify,
  focusRoundId = null,
  landingRoundId = null,
}: {
  gameCode: string;
  onVerify: (roundId: string) => void;
  focusRoundId?: string | null;
  landingRoundId?: string | null;
}) {
  const { t } = useTranslation();
  const recall = useGameRecall(gameCode);
  const list = useRef<HTMLOListElement>(null);
  const loaded = recall.isSuccess;
  useEffect(() => {
    if (!focusRoundId || !loaded) return;
    const item = [...(list.current?.children ?? [])].find(
      (li) => li.getAttribute('data-round-id') === focusRoundId,
    );
    item?.querySelector('button')?.focus();
  }, [focusRoundId, loaded]);
  const rounds = recall.data?.filter((round) => round.ref !== landingRoundId);
  const stakeWin = (round: { stake: number; win: number }) =>
    t('fairness.stake_win', { stake: formatMinor(round.stake), win: formatMinor(round.win) });
  const outcomeText = (outcome: ReadonlyArray<string | number> | null | undefined) =>
    outcome
      ?.map((part) => (typeof part === 'string' ? t(`game_list.symbol_${part}`, { defaultValue: part }) : part))
      .join(' · ') ?? '';
  let body;
  if (recall.isPending) body = <Spinner label={t('app.loading')} />;
  else if (recall.isError) body = <Alert tone="error">{fairnessErrorText(t, recall.error)}</Alert>;
  else if (!rounds?.length) body = <EmptyState message={t('fairness.recall_empty')} />;
  else
    body = (
      <Rounds ref={list} data-testid="recall-list">
        {rounds.map((round) => (
          <li
            key={round.ref}
            data-testid="recall-round"
            data-round-id={round.ref}
            data-verifiable={round.verifiable}
          >
            <time dateTime={round.createdAt}>{formatDateTime(round.createdAt)}</time>
            <OneLine title={stakeWin(round)}>{stakeWin(round)}</OneLine>
            <OneLine data-testid="recall-outcome" title={outcomeText(round.outcome)}>
              {outcomeText(round.outcome)}
            </OneLine>
            <Button
              type="button"
              variant="secondary"
              onClick={() => onVerify(round.ref)}
              aria-label={t('fairness.verify_round', { time: formatDateTime(round.createdAt) })}
              data-testid="recall-verify"
            >
              {t('fairness.verify')}
            </Button>
          </li>
        ))}
      </Rounds>
    );
  return (
    <Section aria-labelledby="recall-title" data-testid="round-recall">
      <h3 id="recall-title">{t('fairness.recall_title', { size: RECALL_SIZE })}</h3>
      {body}
    </Section>
  );
}

/**
 * Every row has the same three lines (time; stake and win; outcome) beside its Verify button,
 * whatever the outcome's words, so the list does not jump as rounds of different lengths arrive.
 */
const Rounds = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 2px var(--space-sm);
    padding: var(--space-xs) 0;
    border-bottom: 1px solid var(--color-border);
  }

  li > button {
    grid-column: 2;
    grid-row: 1 / span 3;
  }

  time {
    color: var(--color-text-muted);
    font-size: 0.8125rem;
  }
`;

/** One line of a row: a long outcome ends in an ellipsis, with the whole text as its title. */
const OneLine = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

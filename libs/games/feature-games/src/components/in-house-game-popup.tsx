import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { DICE_PICKS, type Game } from '@platform/shared/api-contract';
import { usePlayRound, useSeedPair } from '@platform/games/data-access';
import { Alert, Button, Modal } from '@platform/shared/ui-kit';
import { fairnessErrorText } from '../utils/fairness-error';
import { formatMinor, parseBet } from '../utils/money';
import { FairnessPanel } from './fairness/fairness-panel';
import { RoundRecall } from './fairness/round-recall';
import { RoundVerifyView } from './fairness/round-verify-view';

type DicePick = (typeof DICE_PICKS)[number];

/**
 * The in-house (PGE) game screen: the seed pair's hash and the client seed before play, a bet, a
 * round decided by the server from that pair, its result and the balance after, then the game's
 * last 10 rounds, each verifiable.
 */
export function InHouseGamePopup({ game, onClose }: { game: Game; onClose: () => void }) {
  const { t } = useTranslation();
  const play = usePlayRound();
  const seed = useSeedPair();
  const [verifying, setVerifying] = useState<string | null>(null);
  const [lastVerified, setLastVerified] = useState<string | null>(null);
  const [betText, setBetText] = useState('1.00');
  const [pick, setPick] = useState<DicePick>('HIGH');
  const [invalid, setInvalid] = useState(false);
  const isDice = game.gameCode === 'PGE_DICE';
  const round = play.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bet = parseBet(betText);
    setInvalid(bet === null);
    if (bet === null || (game.gameCode !== 'PGE_SLOT3' && game.gameCode !== 'PGE_DICE')) return;
    // The hash the player sees goes with the round: the gateway refuses it if the seed changed meanwhile.
    const serverSeedHash = seed.data?.serverSeedHash;
    play.mutate({ gameCode: game.gameCode, bet, ...(isDice ? { pick } : {}), ...(serverSeedHash ? { serverSeedHash } : {}) });
  };

  return (
    <Modal
      name="inHouseGame"
      title={game.displayName}
      closeLabel={t('common.close')}
      onClose={onClose}
      width={420}
      height={720}
    >
      <FairnessPanel />
      <Form onSubmit={submit} noValidate>
        <label>
          {t('game_list.bet')}
          <input
            inputMode="decimal"
            value={betText}
            onChange={(event) => setBetText(event.target.value)}
            aria-invalid={invalid}
            data-testid="round-bet"
          />
        </label>
        {invalid ? <Alert tone="error">{t('game_list.invalid_bet')}</Alert> : null}
        {isDice ? (
          <label>
            {t('game_list.pick')}
            <select
              value={pick}
              onChange={(event) => setPick(event.target.value as DicePick)}
              data-testid="round-pick"
            >
              {DICE_PICKS.map((key) => (
                <option key={key} value={key}>
                  {t(`game_list.pick_${key}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          block
          loading={play.isPending}
          // No round before the player has been shown the seed hash that will decide it.
          disabled={!seed.data}
          data-testid="round-play"
        >
          {t('game_list.play_round')}
        </Button>
      </Form>
      {play.error ? (
        <Alert tone="error" testId="round-error">
          {fairnessErrorText(t, play.error)}
        </Alert>
      ) : null}
      {round ? (
        <Result data-testid="round-result" data-round-id={round.roundId} aria-live="polite">
          <p data-testid="round-outcome">{round.outcome.join(' · ')}</p>
          <p data-testid="round-win">
            {round.win > 0
              ? t('game_list.win', { amount: formatMinor(round.win) })
              : t('game_list.no_win')}
          </p>
          <p>
            {t('game_list.balance_after')}{' '}
            <strong data-testid="round-balance">{formatMinor(round.balance)}</strong>
            {round.realm === 'play' ? ` (${t('game_list.play_money')})` : ''}
          </p>
        </Result>
      ) : null}
      {verifying ? (
        <RoundVerifyView
          roundId={verifying}
          onBack={() => {
            setLastVerified(verifying);
            setVerifying(null);
          }}
        />
      ) : (
        <RoundRecall gameCode={game.gameCode} onVerify={setVerifying} focusRoundId={lastVerified} />
      )}
    </Modal>
  );
}

const Form = styled.form`
  margin-top: var(--space-md);
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);

  label {
    display: flex;
    flex-direction: column;
    gap: var(--space-xs);
    color: var(--color-text);
  }

  input,
  select {
    min-height: 44px;
    padding: var(--space-xs) var(--space-sm);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-sm);
    background: var(--color-surface);
    color: var(--color-text);
  }
`;

const Result = styled.div`
  margin-top: var(--space-md);
  color: var(--color-text);

  p {
    margin: var(--space-xs) 0;
  }
`;

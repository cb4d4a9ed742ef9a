import { useState, type FormEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { DICE_PICKS, type Game } from '@platform/shared/api-contract';
import { usePlayRound, useSeedPair } from '@platform/games/data-access';
import { Alert, Button, Tabs } from '@platform/shared/ui-kit';
import { fairnessErrorText } from '../../utils/fairness-error';
import { formatMinor, parseBet } from '../../utils/money';
import { FairnessPanel } from '../fairness/fairness-panel';
import { RoundRecall } from '../fairness/round-recall';
import { RoundVerifyView } from '../fairness/round-verify-view';
import { LuckyDice } from './lucky-dice';
import { MuteToggle } from './mute-toggle';
import { isSlotSymbol, type SlotSymbol } from './slot-symbols';
import { useGameSound } from './sound';
import { TripleReels } from './triple-reels';

type DicePick = (typeof DICE_PICKS)[number];
type Tab = 'inHousePlay' | 'inHouseFairness';

/** What the reels and dice show before the first round of a visit. */
const FIRST_REELS: readonly SlotSymbol[] = ['SEVEN', 'SEVEN', 'SEVEN'];
const FIRST_DICE: readonly number[] = [6, 6];

/**
 * The in-house (PGE) game, loaded only when a game opens: the reels or the dice, a bet, and a
 * round the server decides from the committed seed pair. The animation only shows that answer:
 * it starts on the click and stops on the server's outcome, and only then tells the win and the
 * balance. The seed pair sits behind the Fairness tab; the last rounds, each verifiable, stay
 * under the game.
 */
export function InHouseGame({ game }: { game: Game }) {
  const { t } = useTranslation();
  const play = usePlayRound();
  const seed = useSeedPair();
  const sound = useGameSound();
  const [tab, setTab] = useState<Tab>('inHousePlay');
  const [verifying, setVerifying] = useState<string | null>(null);
  const [lastVerified, setLastVerified] = useState<string | null>(null);
  const [betText, setBetText] = useState('1.00');
  const [pick, setPick] = useState<DicePick>('HIGH');
  const [invalid, setInvalid] = useState(false);
  /** The round whose animation has finished: its win and balance may be told now. */
  const [settledId, setSettledId] = useState<string | null>(null);
  /** What stands still after an error: the last round that settled. */
  const [lastOutcome, setLastOutcome] = useState<readonly (string | number)[] | null>(null);
  const isDice = game.gameCode === 'PGE_DICE';
  const round = play.data ?? null;
  const shown = round && round.roundId === settledId ? round : null;
  const outcome = round?.outcome ?? lastOutcome;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bet = parseBet(betText);
    setInvalid(bet === null);
    if (bet === null || (game.gameCode !== 'PGE_SLOT3' && game.gameCode !== 'PGE_DICE')) return;
    sound.play(isDice ? 'roll' : 'spin');
    // The hash the player sees goes with the round: the gateway refuses it if the seed changed meanwhile.
    const serverSeedHash = seed.data?.serverSeedHash;
    play.mutate({
      gameCode: game.gameCode,
      bet,
      ...(isDice ? { pick } : {}),
      ...(serverSeedHash ? { serverSeedHash } : {}),
    });
  };

  const stage = {
    spinning: play.isPending,
    landingKey: round?.roundId ?? null,
    win: (round?.win ?? 0) > 0,
    onStop: () => sound.play(isDice ? 'land' : 'stop'),
    onSettled: () => {
      if (!round) return;
      setSettledId(round.roundId);
      setLastOutcome(round.outcome);
      if (round.win > 0) sound.play('win');
    },
  };
  const busy = play.isPending || (round !== null && round.roundId !== settledId);

  return (
    <>
      <TopBar>
        <Tabs
          label={game.displayName}
          items={[
            { id: 'inHousePlay', label: t('game_list.tab_play') },
            { id: 'inHouseFairness', label: t('game_list.tab_fairness') },
          ]}
          value={tab}
          onChange={(id) => setTab(id as Tab)}
        />
        <MuteToggle muted={sound.muted} onToggle={sound.toggle} />
      </TopBar>
      <div
        role="tabpanel"
        id="panel-inHousePlay"
        aria-labelledby="tab-inHousePlay"
        hidden={tab !== 'inHousePlay'}
      >
        {isDice ? (
          <LuckyDice faces={(outcome as number[] | null) ?? FIRST_DICE} {...stage} />
        ) : (
          <TripleReels
            symbols={outcome?.every(isSlotSymbol) ? (outcome as SlotSymbol[]) : FIRST_REELS}
            {...stage}
          />
        )}
        <Result data-testid="round-result-slot" aria-live="polite">
          {shown ? (
            <div data-testid="round-result" data-round-id={shown.roundId}>
              <Outcome data-testid="round-outcome">
                {isDice
                  ? t('game_list.dice_outcome', {
                      a: shown.outcome[0],
                      b: shown.outcome[1],
                      sum: Number(shown.outcome[0]) + Number(shown.outcome[1]),
                    })
                  : shown.outcome
                      .map((symbol) => t(`game_list.symbol_${String(symbol)}`))
                      .join(' · ')}
              </Outcome>
              {shown.win > 0 ? (
                <WinBanner data-testid="round-win" data-win={shown.win}>
                  {t('game_list.win', { amount: formatMinor(shown.win) })}
                </WinBanner>
              ) : (
                <p data-testid="round-win" data-win={0}>
                  {t('game_list.no_win')}
                </p>
              )}
              <p>
                {t('game_list.balance_after')}{' '}
                <strong data-testid="round-balance" data-balance={shown.balance}>
                  {formatMinor(shown.balance)}
                </strong>
                {shown.realm === 'play' ? ` (${t('game_list.play_money')})` : ''}
              </p>
            </div>
          ) : null}
        </Result>
        {seed.isError ? (
          // The Fairness tab says it too; here it explains why the button below stays off.
          <Alert tone="error" testId="seed-error">
            {fairnessErrorText(t, seed.error)}
          </Alert>
        ) : null}
        {play.error ? (
          <Alert tone="error" testId="round-error">
            {fairnessErrorText(t, play.error)}
          </Alert>
        ) : null}
        <Form onSubmit={submit} noValidate>
          <Fields>
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
          </Fields>
          {invalid ? <Alert tone="error">{t('game_list.invalid_bet')}</Alert> : null}
          <Button
            type="submit"
            variant="primary"
            block
            loading={play.isPending}
            // No round before the player has been shown the seed hash that will decide it, and
            // none while the last one is still landing.
            disabled={!seed.data || busy}
            data-testid="round-play"
          >
            {isDice ? t('game_list.roll') : t('game_list.spin')}
          </Button>
        </Form>
        {verifying ? (
          <RoundVerifyView
            roundId={verifying}
            onBack={() => {
              setLastVerified(verifying);
              setVerifying(null);
            }}
          />
        ) : (
          <RoundRecall
            gameCode={game.gameCode}
            onVerify={setVerifying}
            focusRoundId={lastVerified}
            landingRoundId={busy ? (round?.roundId ?? null) : null}
          />
        )}
      </div>
      <div
        role="tabpanel"
        id="panel-inHouseFairness"
        aria-labelledby="tab-inHouseFairness"
        hidden={tab !== 'inHouseFairness'}
      >
        <FairnessPanel />
      </div>
    </>
  );
}

const pop = keyframes`
  0% { transform: scale(0.6); opacity: 0; }
  60% { transform: scale(1.1); opacity: 1; }
  100% { transform: scale(1); }
`;

const TopBar = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--space-sm);

  & > :first-child {
    flex: 1;
  }
`;

const Result = styled.div`
  min-height: 5.5rem;
  margin: var(--space-sm) 0 var(--space-md);
  text-align: center;
  color: var(--color-text);

  p {
    margin: var(--space-xs) 0;
  }
`;

const Outcome = styled.p`
  font-weight: 600;
`;

const WinBanner = styled.p`
  display: inline-block;
  padding: var(--space-xs) var(--space-md);
  border-radius: var(--radius-pill);
  background: var(--color-secondary);
  color: var(--color-on-secondary);
  font-size: 1.25rem;
  font-weight: 800;
  animation: ${pop} 450ms ease-out;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);

  label {
    flex: 1 1 8rem;
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
    font: inherit;
  }
`;

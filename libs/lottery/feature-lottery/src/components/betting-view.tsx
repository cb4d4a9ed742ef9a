import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  MAX_LOTTERY_STAKE,
  MAX_SLIP_BETS,
  MIN_LOTTERY_STAKE,
  type LotteryBetType,
  type LotteryLobbyGame,
} from '@platform/shared/api-contract';
import {
  bettablePeriod,
  needsSelection,
  normaliseSelection,
  numberRange,
  pickKind,
  slipOdds,
  slipProblem,
  usePlaceBetSlip,
  type SlipBet,
} from '@platform/lottery/data-access';
import { parseAmount, useErrorText } from '@platform/shared/i18n';
import { Alert, Button, LotteryBall, TextField } from '@platform/shared/ui-kit';
import { useMoney } from '../hooks/use-money';
import { DrawResult } from './draw-result';
import { CutOffCountdown, gameName } from './lobby-list';
import { BetSlip } from './bet-slip';

/** Digits of a typed pick: the regional bets' 2, 3 or 4 digits. */
const DIGITS: Partial<Record<LotteryBetType, number>> = { LO_2D: 2, DE_2D: 2, FIRST_2D: 2, LO_3D: 3, DE_3D: 3, FIRST_3D: 3, FIRST_4D: 4 };

export interface BettingViewProps {
  game: LotteryLobbyGame;
  onBack: () => void;
  onCutOff?: () => void;
  /** The clock (tests). */
  now?: () => number;
}

/** The betting view: pick a bet type and number, build a slip, see its total stake and potential win, and submit. */
export function BettingView({ game, onBack, onCutOff, now = Date.now }: BettingViewProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const errorText = useErrorText();
  const place = usePlaceBetSlip();
  const [betType, setBetType] = useState<LotteryBetType>(game.betTypes[0] ?? 'BIG');
  const [selection, setSelection] = useState('');
  const [stakeText, setStakeText] = useState('10');
  const [slip, setSlip] = useState<SlipBet[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [placedPeriod, setPlacedPeriod] = useState<string | null>(null);
  const [closedNow, setClosedNow] = useState(false);
  const name = gameName(t, game);
  const grid = game.group === 'FAST' && betType === 'NUMBER' ? numberRange(game.gameCode) : [];
  const kind = pickKind(game.gameCode);
  const odds = needsSelection(betType) ? (selection ? slipOdds(game.gameCode, { betType, selection }) : undefined) : slipOdds(game.gameCode, { betType, selection: '' });

  const chooseType = (type: LotteryBetType) => {
    setBetType(type);
    setSelection('');
    setProblem(null);
  };

  const add = () => {
    const stake = parseAmount(stakeText);
    if (stake === null) {
      setProblem(t('lottery_ui.problem.stake_invalid'));
      return;
    }
    const bet: SlipBet = { betType, selection: normaliseSelection(game.gameCode, betType, selection), stake };
    const found = slipProblem(game.gameCode, bet, slip.length);
    if (found) {
      setProblem(
        t(`lottery_ui.problem.${found}`, {
          min: money(MIN_LOTTERY_STAKE),
          max: found === 'slip_full' ? MAX_SLIP_BETS : money(MAX_LOTTERY_STAKE),
        }),
      );
      return;
    }
    setProblem(null);
    setPlacedPeriod(null);
    place.reset();
    setSlip((lines) => [...lines, bet]);
    if (needsSelection(betType)) setSelection('');
  };

  const submit = () => {
    const periodId = bettablePeriod(game.current, game.next, now());
    setClosedNow(periodId === null);
    if (periodId === null || slip.length === 0) return;
    place.mutate(
      {
        gameCode: game.gameCode,
        periodId,
        bets: slip.map((bet) => ({ betType: bet.betType, stake: bet.stake, ...(needsSelection(bet.betType) ? { selection: bet.selection } : {}) })),
      },
      {
        onSuccess: () => {
          setSlip([]);
          setPlacedPeriod(periodId);
        },
      },
    );
  };

  const error = closedNow ? t('lottery_ui.no_open_period') : errorText(place.error);

  return (
    <View data-testid="lottery-betting" aria-labelledby="lottery-betting-title">
      <Head>
        <Button variant="ghost" onClick={onBack} data-testid="lottery-back">
          {t('lottery_ui.back')}
        </Button>
        <h2 id="lottery-betting-title">{name}</h2>
      </Head>
      <Meta>
        <span data-testid="betting-period">{t('lottery_ui.period', { id: game.current.periodId })}</span>
        <span data-testid="betting-countdown">
          <CutOffCountdown closesAt={game.current.closesAt} onCutOff={onCutOff} />
        </span>
      </Meta>
      <div data-testid="betting-last">
        <Label>{t('lottery_ui.last_result')}</Label>
        {game.last ? <DrawResult draw={game.last} /> : <Label>{t('lottery_ui.no_result')}</Label>}
      </div>

      <Fieldset>
        <legend>{t('lottery_ui.bet_types')}</legend>
        <Choices>
          {game.betTypes.map((type) => (
            <Choice key={type} type="button" aria-pressed={type === betType} $on={type === betType} onClick={() => chooseType(type)} data-testid={`bet-type-${type}`}>
              {t(`lottery_ui.bet_type.${type}`)}
            </Choice>
          ))}
        </Choices>
      </Fieldset>

      {grid.length > 0 ? (
        <Fieldset>
          <legend>{t('lottery_ui.pick_number')}</legend>
          <Grid>
            {grid.map((n) => (
              <Pick
                key={n}
                type="button"
                aria-pressed={selection === String(n)}
                aria-label={String(n)}
                $on={selection === String(n)}
                onClick={() => setSelection(String(n))}
                data-testid={`pick-${n}`}
              >
                {kind ? <LotteryBall kind={kind} value={n} size={30} /> : <DiceSum>{n}</DiceSum>}
              </Pick>
            ))}
          </Grid>
        </Fieldset>
      ) : null}
      {needsSelection(betType) && grid.length === 0 ? (
        <TextField
          label={t('lottery_ui.selection')}
          value={selection}
          onChange={(value) => setSelection(value.replace(/\D/g, '').slice(0, DIGITS[betType] ?? 4))}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('lottery_ui.selection_hint', { digits: DIGITS[betType] ?? 2 })}
          data-testid="selection-input"
        />
      ) : null}

      <Row>
        <TextField
          label={t('lottery_ui.stake')}
          value={stakeText}
          onChange={setStakeText}
          inputMode="decimal"
          autoComplete="off"
          data-testid="stake-input"
        />
        <OddsText data-testid="betting-odds">{odds === undefined ? '' : t('lottery_ui.odds', { odds: odds / 1000 })}</OddsText>
      </Row>
      {problem ? (
        <Alert tone="error" testId="slip-problem">
          {problem}
        </Alert>
      ) : null}
      <Button variant="secondary" onClick={add} data-testid="add-to-slip">
        {t('lottery_ui.add_to_slip')}
      </Button>

      <BetSlip
        game={game.gameCode}
        bets={slip}
        onRemove={(index) => setSlip((lines) => lines.filter((_, i) => i !== index))}
        onClear={() => setSlip([])}
        onSubmit={submit}
        submitting={place.isPending}
      />
      {error ? (
        <Alert tone="error" testId="slip-error">
          {error}
        </Alert>
      ) : null}
      {placedPeriod && place.isSuccess ? (
        <Alert tone="success" testId="slip-placed">
          {t('lottery_ui.placed', { period: placedPeriod })}
        </Alert>
      ) : null}
    </View>
  );
}

const View = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-md);
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-sm);
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-sm);
  color: var(--color-text-muted);
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  display: block;
  color: var(--color-text-muted);
  font-size: 0.875rem;
  margin-bottom: var(--space-xs);
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: var(--space-sm);
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs);
`;

const Choice = styled.button<{ $on: boolean }>`
  min-height: 44px;
  min-width: 64px;
  padding: var(--space-xs) var(--space-md);
  font: inherit;
  color: ${({ $on }) => ($on ? 'var(--color-on-primary)' : 'var(--color-text)')};
  background: ${({ $on }) => ($on ? 'var(--color-primary)' : 'var(--color-surface)')};
  border: 1px solid ${({ $on }) => ($on ? 'var(--color-primary)' : 'var(--color-border)')};
  border-radius: var(--radius-md);
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(44px, 1fr));
  gap: var(--space-xs);
`;

const Pick = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0;
  font: inherit;
  background: transparent;
  color: var(--color-text);
  border: 2px solid ${({ $on }) => ($on ? 'var(--color-primary)' : 'transparent')};
  border-radius: var(--radius-md);
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
`;

const DiceSum = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-sm);
  > :first-child {
    flex: 1 1 160px;
  }
`;

const OddsText = styled.span`
  color: var(--color-text-muted);
  padding-bottom: var(--space-sm);
`;

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOTTERY_GAMES, type LotteryGame } from '@platform/shared/api-contract';
import { lotteryKeys, useLotteryLobby } from '@platform/lottery/data-access';
import { Alert, EmptyState, Spinner, Tabs } from '@platform/shared/ui-kit';
import { BettingView } from '../components/betting-view';
import { LobbyList } from '../components/lobby-list';
import { MyBets } from '../components/my-bets';
import { ResultsHistory } from '../components/results-history';

type Tab = 'lobby' | 'results' | 'bets';

/** Which games each lottery route's lobby shows (spec §2: /lottery, /seaLottery, /vnLottery). */
export function lobbyDataFor(pathname: string): string {
  if (pathname.startsWith('/seaLottery')) return 'SEA,FAST';
  if (pathname.startsWith('/vnLottery')) return 'VN,FAST';
  return 'ALL';
}

/**
 * The game whose betting view a launch URL opens (spec §9: the launch call answers e.g.
 * `/seaLottery?gameCode=DICE&view=betting`); null for the lobby view or an unknown game.
 */
export function launchGameFrom(search: string): LotteryGame | null {
  const query = new URLSearchParams(search);
  const game = query.get('gameCode');
  if (query.get('view') === 'lobby' || !game) return null;
  return (LOTTERY_GAMES as readonly string[]).includes(game) ? (game as LotteryGame) : null;
}

export interface LotteryAppProps {
  /** The lobby's data parameter: ALL, FAST, VN, SEA or game codes, comma-separated (see lobbyDataFor). */
  lobbyData?: string;
  /** Opens this game's betting view first (the launch call's gameCode). */
  initialGame?: LotteryGame | null;
}

/**
 * The lottery (spec §7 "Lottery"): the lobby with each game's countdown and last result, the
 * betting view, the results history with a verification link per draw, and my bets. Results and
 * settlements arrive through the live socket, whose `draw` and `balance` events refresh every
 * lottery query (the shell's useLiveEvents); the lobby also refetches at each cut-off.
 */
export function LotteryApp({ lobbyData = 'ALL', initialGame = null }: LotteryAppProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('lobby');
  const [gameCode, setGameCode] = useState<LotteryGame | null>(initialGame);
  const lobby = useLotteryLobby(lobbyData);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.all });
  const game = lobby.data?.find((item) => item.gameCode === gameCode) ?? null;

  const lobbyPanel = () => {
    if (lobby.isPending) return <Spinner label={t('lottery_ui.loading')} />;
    if (lobby.isError) return <Alert tone="error">{t('lottery_ui.load_failed')}</Alert>;
    if (game) return <BettingView key={game.gameCode} game={game} onBack={() => setGameCode(null)} onCutOff={refresh} />;
    if (lobby.data.length === 0) return <EmptyState message={t('lottery_ui.lobby_empty')} />;
    return <LobbyList games={lobby.data} onPlay={setGameCode} onCutOff={refresh} />;
  };

  return (
    <div data-testid="lottery-app">
      <Tabs
        label={t('lottery_ui.tabs')}
        value={tab}
        onChange={(id) => setTab(id as Tab)}
        items={[
          { id: 'lobby', label: t('lottery_ui.tab_lobby') },
          { id: 'results', label: t('lottery_ui.tab_results') },
          { id: 'bets', label: t('lottery_ui.tab_bets') },
        ]}
      />
      <div role="tabpanel" aria-labelledby={`tab-${tab}`} data-testid={`lottery-panel-${tab}`}>
        {tab === 'lobby' ? lobbyPanel() : tab === 'results' ? <ResultsHistory /> : <MyBets />}
      </div>
    </div>
  );
}

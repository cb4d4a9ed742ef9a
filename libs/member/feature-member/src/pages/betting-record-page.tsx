import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@platform/shared/i18n';
import { Alert, EmptyState, LinkButton, Spinner, Tabs } from '@platform/shared/ui-kit';
import { BETTING_SOURCES, useInHouseRounds, useLotteryBets, type BettingSource } from '@platform/member/data-access';
import { Page, PageTitle } from '../components/parts';
import { useMoney } from '../components/money';
import { Paging, Scroll, Table } from '../components/records';
import { useErrorText } from '../components/use-error-text';

/** personalHistoryCopy, the betting record (spec §2): in-house rounds and lottery bets, paged. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const [source, setSource] = useState<BettingSource>('inHouse');
  return (
    <Page aria-labelledby="bets-title" data-testid="betting-record-page">
      <PageTitle id="bets-title">{t('member.bets_title')}</PageTitle>
      <Tabs
        label={t('member.bets_source')}
        items={BETTING_SOURCES.map((id) => ({ id, label: t(`member.bets_${id}`) }))}
        value={source}
        onChange={(id) => setSource(id as BettingSource)}
      />
      <div role="tabpanel" aria-labelledby={`tab-${source}`}>
        {source === 'inHouse' ? <InHouseRounds /> : <LotteryBets />}
      </div>
    </Page>
  );
}

function InHouseRounds() {
  const formatMinor = useMoney();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const rounds = useInHouseRounds(pageNo);
  if (rounds.isPending) return <Spinner label={t('app.loading')} />;
  if (rounds.isError) return <Alert tone="error">{errorText(rounds.error)}</Alert>;
  if (rounds.data.content.length === 0) return <NoBets />;
  return (
    <>
      <Scroll>
        <Table data-testid="rounds-table" data-cards>
          <thead>
            <tr>
              <th scope="col">{t('member.bets_time')}</th>
              <th scope="col">{t('member.bets_game')}</th>
              <th scope="col">{t('member.bets_outcome')}</th>
              <th scope="col" className="amount">{t('member.bets_stake')}</th>
              <th scope="col" className="amount">{t('member.bets_win')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.data.content.map((round) => (
              <tr key={round.roundId} data-testid="round-row">
                <td data-label={t('member.bets_time')}>{formatDateTime(round.createdAt)}</td>
                <td data-label={t('member.bets_game')}>
                  {t(`member.game.${round.gameCode}`, { defaultValue: round.gameCode })}
                  {round.realm === 'play' ? ` (${t('member.play_money')})` : ''}
                </td>
                <td data-label={t('member.bets_outcome')}>{round.outcome.join(' ')}</td>
                <td className="amount" data-label={t('member.bets_stake')}>{formatMinor(round.bet)}</td>
                <td className="amount" data-label={t('member.bets_win')}>{formatMinor(round.win)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <Paging current={pageNo} total={rounds.data.totalPages} onChange={setPageNo} />
    </>
  );
}

function LotteryBets() {
  const formatMinor = useMoney();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const bets = useLotteryBets(pageNo);
  if (bets.isPending) return <Spinner label={t('app.loading')} />;
  if (bets.isError) return <Alert tone="error">{errorText(bets.error)}</Alert>;
  if (bets.data.rows.length === 0) return <NoBets />;
  return (
    <>
      <Scroll>
        <Table data-testid="lottery-bets-table" data-cards>
          <thead>
            <tr>
              <th scope="col">{t('member.bets_time')}</th>
              <th scope="col">{t('member.bets_game')}</th>
              <th scope="col">{t('member.bets_period')}</th>
              <th scope="col">{t('member.bets_selection')}</th>
              <th scope="col" className="amount">{t('member.bets_stake')}</th>
              <th scope="col">{t('member.bets_status')}</th>
              <th scope="col" className="amount">{t('member.bets_payout')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.data.rows.map((bet) => (
              <tr key={bet.betId} data-testid="lottery-bet-row">
                <td data-label={t('member.bets_time')}>{formatDateTime(bet.createdAt)}</td>
                <td data-label={t('member.bets_game')}>{bet.gameCode}</td>
                <td data-label={t('member.bets_period')}>{bet.periodId}</td>
                <td data-label={t('member.bets_selection')}>
                  {bet.betType} {bet.selection}
                </td>
                <td className="amount" data-label={t('member.bets_stake')}>{formatMinor(bet.stake)}</td>
                <td data-label={t('member.bets_status')}>{t(`member.bet_status.${bet.status}`, { defaultValue: bet.status })}</td>
                <td className="amount" data-label={t('member.bets_payout')}>{formatMinor(bet.payout)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <Paging current={pageNo} total={bets.data.totalPages} onChange={setPageNo} />
    </>
  );
}

/** No bet of this kind yet: what the list is for and where to place one. */
function NoBets() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="bets-empty"
      title={t('member.bets_empty_title')}
      message={t('member.bets_empty_text')}
      action={<LinkButton as={Link} to="/">{t('member.profit_empty_action')}</LinkButton>}
    />
  );
}

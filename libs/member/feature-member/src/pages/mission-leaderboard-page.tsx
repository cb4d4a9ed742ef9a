import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, Spinner } from '@platform/shared/ui-kit';
import { useLeaderboard, useMissions } from '@platform/member/data-access';
import { Page, PageTitle, Section } from '../components/parts';
import { formatMinor } from '../components/money';
import { Scroll, Table } from '../components/records';
import { useErrorText } from '../components/use-error-text';

/** Turnover targets are money (minor units); the other missions count bets or wins. */
const isMoneyMission = (id: string) => id.startsWith('TURNOVER');

/** missionLeaderboard (spec §1 missions, §7 mission summary and leaderboard): today's missions, then the leaderboard. */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  return (
    <Page aria-labelledby="missions-title" data-testid="mission-leaderboard-page">
      <PageTitle id="missions-title">{t('member.missions_title')}</PageTitle>
      <Missions />
      <Leaderboard />
    </Page>
  );
}

function Missions() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const missions = useMissions();
  return (
    <Section aria-labelledby="missions-today">
      <h3 id="missions-today">{t('member.missions_today')}</h3>
      {missions.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : missions.isError ? (
        <Alert tone="error" testId="missions-error">{errorText(missions.error)}</Alert>
      ) : missions.data.missions.length === 0 ? (
        <EmptyState message={t('common.no_data')} />
      ) : (
        <MissionList>
          {missions.data.missions.map((mission) => {
            const show = (value: number) => (isMoneyMission(mission.id) ? formatMinor(value) : String(value));
            const name = t(`member.mission.${mission.id}`, { defaultValue: mission.id });
            return (
              <li key={mission.id} data-testid="mission">
                <span>{name}</span>
                <progress
                  max={mission.target}
                  value={Math.min(mission.progress, mission.target)}
                  aria-label={t('member.mission_progress', { name, progress: show(mission.progress), target: show(mission.target) })}
                />
                <span>
                  {show(mission.progress)} / {show(mission.target)}
                </span>
                <strong>{mission.done ? t('member.mission_done') : t('member.mission_open')}</strong>
              </li>
            );
          })}
        </MissionList>
      )}
    </Section>
  );
}

function Leaderboard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const board = useLeaderboard();
  return (
    <Section aria-labelledby="leaderboard-title">
      <h3 id="leaderboard-title">{t('member.leaderboard_title')}</h3>
      {board.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : board.isError ? (
        <Alert tone="error" testId="leaderboard-error">{errorText(board.error)}</Alert>
      ) : board.data.length === 0 ? (
        <EmptyState message={t('common.no_data')} />
      ) : (
        <Scroll>
          <Table data-testid="leaderboard">
            <thead>
              <tr>
                <th scope="col">{t('member.leaderboard_rank')}</th>
                <th scope="col">{t('member.leaderboard_account')}</th>
                <th scope="col" className="amount">{t('member.leaderboard_wins')}</th>
                <th scope="col" className="amount">{t('member.leaderboard_payout')}</th>
              </tr>
            </thead>
            <tbody>
              {board.data.map((row) => (
                <tr key={row.rank} data-testid="leaderboard-row">
                  <td>{row.rank}</td>
                  <td>{row.account}</td>
                  <td className="amount">{row.wins}</td>
                  <td className="amount">{formatMinor(row.payout)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Section>
  );
}

const MissionList = styled.ul`
  display: grid;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: var(--space-xs);
    padding: var(--space-sm);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
  }
  progress {
    grid-column: 1 / -1;
    width: 100%;
  }
`;

import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useRecentDraws } from '@platform/lottery/data-access';
import { formatDateTime } from '@platform/shared/i18n';
import { Alert, EmptyState, Spinner } from '@platform/shared/ui-kit';
import { DrawResult } from './draw-result';
import { gameName } from './lobby-list';
import { RecordList, RecordRow } from './record-list';

/** The results history, newest first: each past draw with its outcome and a link to its verification page. */
export function ResultsHistory() {
  const { t } = useTranslation();
  const recent = useRecentDraws(null);
  if (recent.isPending) return <Spinner label={t('lottery_ui.loading')} />;
  if (recent.isError) return <Alert tone="error">{t('lottery_ui.load_failed')}</Alert>;
  if (recent.data.length === 0) return <EmptyState message={t('lottery_ui.results_empty')} />;
  return (
    <RecordList data-testid="lottery-results">
      {recent.data.map((draw) => (
        <Row key={draw.periodId} data-testid={`draw-${draw.periodId}`}>
          <Head>
            <strong>{gameName(t, { gameCode: draw.gameCode, name: draw.gameCode })}</strong>
            <Muted>{t('lottery_ui.period', { id: draw.periodId })}</Muted>
            <Muted>
              <time dateTime={draw.drawAt}>{formatDateTime(draw.drawAt)}</time>
            </Muted>
          </Head>
          <DrawResult draw={draw} />
          <a href={draw.verifyUrl} target="_blank" rel="noopener noreferrer" data-testid={`verify-${draw.periodId}`}>
            {t('lottery_ui.verify', { id: draw.periodId })}
          </a>
        </Row>
      ))}
    </RecordList>
  );
}

const Row = styled(RecordRow)`
  a {
    color: var(--color-primary);
    align-self: flex-start;
    min-height: 24px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs) var(--space-sm);
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useRotateSeed, useRoundVerification } from '@platform/games/data-access';
import { Alert, Button, Spinner } from '@platform/shared/ui-kit';
import { fairnessErrorText } from '../../utils/fairness-error';
import { formatMinor } from '../../utils/money';
import { Facts, Hex, Section } from './fairness-parts';

/**
 * The verification of one round: the revealed server seed, the client seed and nonce, the round
 * recomputed from them, and whether SHA-256(seed) equals the hash shown before play. While the
 * seed is secret the gateway refuses; the player may reveal it here (which starts a new seed).
 */
export function RoundVerifyView({ roundId, onBack }: { roundId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const verification = useRoundVerification(roundId);
  const rotate = useRotateSeed();
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the list the player was in: move focus to its heading so keyboard and screen-reader users follow.
  useEffect(() => heading.current?.focus(), []);

  const yesNo = (value: boolean) => (value ? t('fairness.yes') : t('fairness.no'));
  let body;
  if (verification.isPending) body = <Spinner label={t('app.loading')} />;
  else if (verification.isError) {
    body = (
      <>
        <Alert tone={verification.error.code === 'SEED_NOT_REVEALED' ? 'info' : 'error'} testId="verify-error">
          {fairnessErrorText(t, verification.error)}
        </Alert>
        {verification.error.code === 'SEED_NOT_REVEALED' ? (
          <Button type="button" variant="primary" loading={rotate.isPending} onClick={() => rotate.mutate({})} data-testid="verify-reveal">
            {t('fairness.reveal_now')}
          </Button>
        ) : null}
        {rotate.isError ? <Alert tone="error">{fairnessErrorText(t, rotate.error)}</Alert> : null}
      </>
    );
  } else {
    const v = verification.data;
    body = (
      <Facts data-testid="verify-result">
        <dt>{t('fairness.server_seed')}</dt>
        <dd>
          <Hex data-testid="verify-seed">{v.serverSeed}</Hex>
        </dd>
        <dt>{t('fairness.server_seed_hash')}</dt>
        <dd>
          <Hex>{v.serverSeedHash}</Hex>
        </dd>
        <dt>{t('fairness.client_seed')}</dt>
        <dd>
          <Hex>{v.clientSeed}</Hex>
        </dd>
        <dt>{t('fairness.nonce')}</dt>
        <dd data-testid="verify-nonce">{v.nonce}</dd>
        <dt>{t('fairness.recomputed')}</dt>
        <dd data-testid="verify-outcome">
          {v.outcome.join(' · ')} — {t('fairness.win_amount', { amount: formatMinor(v.win) })}
        </dd>
        <dt>{t('fairness.hash_matches')}</dt>
        <dd>
          <Verdict $ok={v.hashMatches} data-testid="verify-hash-matches">
            {yesNo(v.hashMatches)}
          </Verdict>
        </dd>
        <dt>{t('fairness.outcome_matches')}</dt>
        <dd>
          <Verdict $ok={v.outcomeMatches} data-testid="verify-outcome-matches">
            {yesNo(v.outcomeMatches)}
          </Verdict>
        </dd>
        <dt>{t('fairness.algorithm')}</dt>
        <dd>
          <Small>{v.algorithm}</Small>
        </dd>
      </Facts>
    );
  }

  return (
    <Section aria-labelledby="verify-title" data-testid="round-verify">
      <h3 id="verify-title" ref={heading} tabIndex={-1}>
        {t('fairness.verify_title')}
      </h3>
      {body}
      <Button type="button" variant="ghost" onClick={onBack} data-testid="verify-back">
        {t('fairness.back')}
      </Button>
    </Section>
  );
}

const Verdict = styled.strong<{ $ok: boolean }>`
  color: ${({ $ok }) => ($ok ? 'var(--color-success)' : 'var(--color-danger)')};
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

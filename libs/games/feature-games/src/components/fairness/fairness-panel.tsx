import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CLIENT_SEED_PATTERN } from '@platform/shared/api-contract';
import { useRotateSeed, useSeedPair } from '@platform/games/data-access';
import { Alert, Button, Spinner } from '@platform/shared/ui-kit';
import { fairnessErrorText } from '../../utils/fairness-error';
import { Facts, Hex, Section } from './fairness-parts';

/**
 * Before play: the server seed's hash (committed before the round), the client seed the player may
 * change, and the next nonce. Changing the client seed, or asking for a new seed, reveals the old
 * server seed, shown here so the player can check it against the hash they saw.
 */
export function FairnessPanel() {
  const { t } = useTranslation();
  const seed = useSeedPair();
  const rotate = useRotateSeed();
  const [clientSeed, setClientSeed] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  if (seed.isPending) return <Spinner label={t('app.loading')} />;
  if (seed.isError) return <Alert tone="error">{fairnessErrorText(t, seed.error)}</Alert>;

  const typed = clientSeed ?? seed.data.clientSeed;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = CLIENT_SEED_PATTERN.test(typed);
    setInvalid(!ok);
    if (ok) rotate.mutate({ clientSeed: typed }, { onSuccess: () => setClientSeed(null) });
  };
  const revealed = rotate.data?.revealed;

  return (
    <Section aria-labelledby="fairness-title" data-testid="fairness-panel">
      <h3 id="fairness-title">{t('fairness.title')}</h3>
      <Facts>
        <dt>{t('fairness.server_seed_hash')}</dt>
        <dd>
          <Hex data-testid="seed-hash">{seed.data.serverSeedHash}</Hex>
        </dd>
        <dt>{t('fairness.nonce')}</dt>
        <dd data-testid="seed-nonce">{seed.data.nonce}</dd>
      </Facts>
      <SeedForm onSubmit={submit} noValidate>
        <label htmlFor="client-seed">{t('fairness.client_seed')}</label>
        <Row>
          <input
            id="client-seed"
            value={typed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setClientSeed(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'client-seed-error' : undefined}
            data-testid="client-seed"
          />
          <Button type="submit" variant="secondary" loading={rotate.isPending} data-testid="client-seed-save">
            {t('fairness.change_client_seed')}
          </Button>
        </Row>
        {invalid ? (
          <p id="client-seed-error" role="alert" data-testid="client-seed-error">
            {t('fairness.invalid_client_seed')}
          </p>
        ) : null}
      </SeedForm>
      <Button type="button" variant="ghost" onClick={() => rotate.mutate({})} disabled={rotate.isPending} data-testid="seed-rotate">
        {t('fairness.rotate')}
      </Button>
      {rotate.isError ? <Alert tone="error">{fairnessErrorText(t, rotate.error)}</Alert> : null}
      {revealed ? (
        <Facts data-testid="seed-revealed" aria-live="polite">
          <dt>{t('fairness.revealed_title', { count: revealed.rounds })}</dt>
          <dd>
            <Hex data-testid="revealed-seed">{revealed.serverSeed}</Hex>
          </dd>
          <dt>{t('fairness.revealed_hash')}</dt>
          <dd>
            <Hex>{revealed.serverSeedHash}</Hex>
          </dd>
        </Facts>
      ) : null}
    </Section>
  );
}

const SeedForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);

  p {
    margin: 0;
    color: var(--color-danger);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs);

  input {
    flex: 1 1 10rem;
    min-width: 0;
    min-height: 44px;
    padding: var(--space-xs) var(--space-sm);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-sm);
    background: var(--color-surface);
    color: var(--color-text);
    font-family: ui-monospace, monospace;
  }
`;

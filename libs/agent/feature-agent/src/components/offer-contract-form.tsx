import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, DIVIDEND_CYCLES, MAX_CONTRACT_TIERS, type ContractKind } from '@platform/shared/api-contract';
import { Alert, Button, FieldLabel, TextField } from '@platform/shared/ui-kit';
import { useOfferContract } from '@platform/agent/data-access';
import { useErrorText } from '../pages/parts';
import { emptyTier, parseTiers, type TierDraft, type TierErrors } from './contract-terms';
import { Field, Select } from './form-controls';

type DividendCycle = (typeof DIVIDEND_CYCLES)[number];

/** The offer of a new contract to a direct downline (spec §4 "Contract: new request"), with its tiers of terms. */
export function OfferContractForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const offer = useOfferContract();
  const id = useId();
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState<ContractKind>('daily_salary');
  const [cycle, setCycle] = useState<DividendCycle>('semi_monthly');
  const [tiers, setTiers] = useState<TierDraft[]>([emptyTier()]);
  const [errors, setErrors] = useState<{ account?: string; tiers: TierErrors[] }>({ tiers: [] });

  const setTier = (index: number, patch: Partial<TierDraft>) => setTiers((all) => all.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseTiers(tiers);
    const accountError = account.trim() ? undefined : t('validation.required');
    setErrors({ ...(accountError ? { account: accountError } : {}), tiers: 'errors' in parsed ? parsed.errors : [] });
    if (accountError || 'errors' in parsed) return;
    offer.mutate(
      { account: account.trim(), kind, tiers: parsed.tiers, ...(kind === 'dividend' ? { cycle } : {}) },
      { onSuccess: () => setTiers([emptyTier()]) },
    );
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="offer-title" data-testid="offer-contract">
      <h3 id="offer-title">{t('agent.contract.offer_title')}</h3>
      <TextField label={t('agent.contract.downline')} requiredMark value={account} onChange={setAccount} error={errors.account} data-testid="offer-account" />
      <Field>
        <FieldLabel htmlFor={`${id}-kind`}>{t('agent.contract.kind')}</FieldLabel>
        <Select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as ContractKind)} data-testid="offer-kind">
          {CONTRACT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`agent.kind.${k}`)}
            </option>
          ))}
        </Select>
      </Field>
      {kind === 'dividend' ? (
        <Field>
          <FieldLabel htmlFor={`${id}-cycle`}>{t('agent.contract.cycle')}</FieldLabel>
          <Select id={`${id}-cycle`} value={cycle} onChange={(e) => setCycle(e.target.value as DividendCycle)} data-testid="offer-cycle">
            {DIVIDEND_CYCLES.map((c) => (
              <option key={c} value={c}>
                {t(`agent.cycle.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {tiers.map((tier, index) => (
        <Tier key={index} aria-label={t('agent.contract.tier', { n: index + 1 })} data-testid="offer-tier">
          <legend>{t('agent.contract.tier', { n: index + 1 })}</legend>
          <TextField label={t('agent.contract.min_bet')} inputMode="decimal" value={tier.minBet} onChange={(minBet) => setTier(index, { minBet })} error={errorKey(errors.tiers[index]?.minBet)} data-testid="tier-min-bet" />
          <TextField label={t('agent.contract.pnl')} inputMode="decimal" value={tier.pnl} onChange={(pnl) => setTier(index, { pnl })} error={errorKey(errors.tiers[index]?.pnl)} data-testid="tier-pnl" />
          <TextField label={t('agent.contract.min_active')} inputMode="numeric" value={tier.minActiveMembers} onChange={(minActiveMembers) => setTier(index, { minActiveMembers })} error={errorKey(errors.tiers[index]?.minActiveMembers)} data-testid="tier-min-active" />
          <TextField label={t('agent.contract.rate')} inputMode="decimal" value={tier.rate} onChange={(rate) => setTier(index, { rate })} error={errorKey(errors.tiers[index]?.rate)} data-testid="tier-rate" />
          {tiers.length > 1 ? (
            <Button variant="ghost" type="button" onClick={() => setTiers((all) => all.filter((_, i) => i !== index))}>
              {t('agent.contract.remove_tier')}
            </Button>
          ) : null}
        </Tier>
      ))}
      {tiers.length < MAX_CONTRACT_TIERS ? (
        <Button variant="secondary" type="button" onClick={() => setTiers((all) => [...all, emptyTier()])} data-testid="offer-add-tier">
          {t('agent.contract.add_tier')}
        </Button>
      ) : null}
      {offer.isError ? <Alert tone="error" testId="offer-error">{errorText(offer.error)}</Alert> : null}
      {offer.isSuccess ? <Alert tone="success" testId="offer-done">{t('agent.contract.offered', { account: offer.data.downline })}</Alert> : null}
      <Button type="submit" loading={offer.isPending} data-testid="offer-submit">
        {t('agent.contract.offer_submit')}
      </Button>
    </Form>
  );

  function errorKey(key: string | undefined) {
    return key ? t(key) : undefined;
  }
}

const Form = styled.form`
  display: grid;
  gap: var(--space-sm);
  max-width: 36rem;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Tier = styled.fieldset`
  display: grid;
  /* Two fields a row in the popup, one on a phone (issue 21: forms take one column). */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  align-items: start;
  min-width: 0;
  margin: 0;
  gap: var(--space-xs) var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  legend {
    font-weight: 600;
  }
`;

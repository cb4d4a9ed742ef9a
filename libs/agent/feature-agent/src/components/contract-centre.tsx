import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@platform/shared/ui-kit';
import { useContracts } from '@platform/agent/data-access';
import { useErrorText } from '../pages/parts';
import { ContractList } from './contract-list';
import { OfferContractForm } from './offer-contract-form';

/**
 * The contract pages (spec §2, §4 "Contract"): the contracts received from the upline and, for
 * agents, the ones offered to downlines, with the offer form.
 */
export function ContractCentre({ canOffer }: { canOffer: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const contracts = useContracts();
  if (contracts.isPending) return <Spinner label={t('app.loading')} />;
  if (contracts.isError) return <Alert tone="error">{errorText(contracts.error)}</Alert>;
  return (
    <>
      <section aria-labelledby="contracts-received-title">
        <h3 id="contracts-received-title">{t('agent.contract.received')}</h3>
        <ContractList side="received" contracts={contracts.data.received} />
      </section>
      {canOffer ? (
        <>
          <section aria-labelledby="contracts-offered-title">
            <h3 id="contracts-offered-title">{t('agent.contract.offered_list')}</h3>
            <ContractList side="offered" contracts={contracts.data.offered} />
          </section>
          <OfferContractForm />
        </>
      ) : null}
    </>
  );
}

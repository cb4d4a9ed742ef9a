import { useTranslation } from 'react-i18next';
import { ContractCentre } from '../components/contract-centre';
import { Page } from './parts';

/** The agent centre's contract page: received and offered contracts, and the offer form. */
export function ContractsPage() {
  const { t } = useTranslation();
  return (
    <Page aria-labelledby="contracts-title" data-testid="contracts-page">
      <h2 id="contracts-title">{t('agent.pages.contracts')}</h2>
      <ContractCentre canOffer />
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@platform/shared/ui-kit';
import { useProtectionLimits } from '@platform/member/data-access';
import { ExclusionForm } from '../components/exclusion-form';
import { LimitForm } from '../components/limit-form';
import { LimitsTable } from '../components/limits-table';
import { Page, PageTitle, Section } from '../components/parts';
import { useErrorText } from '../components/use-error-text';

/**
 * responsibleGaming (issue 11): the player's own limits, and taking a break (cool-off) or
 * excluding themselves, in the member centre.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const limits = useProtectionLimits();
  return (
    <Page aria-labelledby="protection-title" data-testid="responsible-gaming-page">
      <PageTitle id="protection-title">{t('protection.title')}</PageTitle>
      <p>{t('protection.intro')}</p>
      <Section aria-labelledby="limits-title">
        <h3 id="limits-title">{t('protection.limits_title')}</h3>
        {limits.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : limits.isError ? (
          <Alert tone="error" testId="limits-load-error">
            {errorText(limits.error)}
          </Alert>
        ) : (
          <>
            <LimitsTable limits={limits.data.limits} />
            <LimitForm increaseDelayHours={limits.data.increaseDelayHours} />
          </>
        )}
      </Section>
      <ExclusionForm kind="cool_off" />
      <ExclusionForm kind="self_exclusion" />
    </Page>
  );
}

import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { backofficeSystemCall, backofficeUpdateSystemCall } from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';
import { Alert, Button, Checkbox } from '@platform/shared/ui-kit';
import { useBackofficeQuery, useWorkspace } from '@platform/backoffice/data-access';
import { useBackofficeErrorText } from '@platform/backoffice/i18n';
import { Card, FieldBox, Screen, ScreenTitle, TextArea } from '@platform/backoffice/ui';
import { parseIpList } from './ip-list';
import { SettingsCard } from './settings-card';
import { WhitelabelCard } from './whitelabel-card';

/**
 * System (issue 22 §3), for owners of the merchant: maintenance on or off and the IP blocks, the
 * white-label switches, feedback bounds and the points rule.
 */
export function SystemScreen() {
  const { t } = useTranslation();
  const errorText = useBackofficeErrorText();
  const queryClient = useQueryClient();
  const { merchantCode } = useWorkspace();
  const current = useBackofficeQuery(backofficeSystemCall, merchantCode ? { merchantCode } : null);
  const update = useContractMutation(backofficeUpdateSystemCall);
  const [maintenance, setMaintenance] = useState(false);
  const [ips, setIps] = useState('');
  useEffect(() => {
    if (!current.data) return;
    setMaintenance(current.data.maintenance);
    setIps(current.data.blockedIps.join('\n'));
  }, [current.data]);

  const save = () => {
    if (!merchantCode) return;
    update.mutate(
      { merchantCode, maintenance, blockedIps: parseIpList(ips) },
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['backoffice'] }) },
    );
  };

  return (
    <Screen aria-labelledby="bo-system-title">
      <ScreenTitle id="bo-system-title">{t('system.title')}</ScreenTitle>
      {current.error ? <Alert tone="error">{errorText(current.error)}</Alert> : null}
      {current.data ? (
        <Card>
          <Checkbox checked={maintenance} onChange={setMaintenance} testId="system-maintenance">
            {t('system.maintenance')}
          </Checkbox>
          <p>{t('system.maintenanceHint')}</p>
          <FieldBox>
            {t('system.blockedIps')}
            <TextArea value={ips} onChange={(event) => setIps(event.target.value)} data-testid="system-ips" spellCheck={false} />
          </FieldBox>
          <small>{t('system.blockedIpsHint')}</small>
          {update.error ? <Alert tone="error">{errorText(update.error)}</Alert> : null}
          {update.isSuccess ? <Alert tone="success" testId="system-saved">{t('system.saved')}</Alert> : null}
          <div>
            <Button onClick={save} loading={update.isPending} data-testid="system-save">
              {t('system.save')}
            </Button>
          </div>
        </Card>
      ) : null}
      {merchantCode && current.data ? (
        <>
          <WhitelabelCard merchantCode={merchantCode} />
          <SettingsCard merchantCode={merchantCode} />
        </>
      ) : null}
    </Screen>
  );
}

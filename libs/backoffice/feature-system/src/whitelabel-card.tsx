import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { backofficeSwitchWhitelabelCall, backofficeWhitelabelCall, type WhitelabelSwitch } from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';
import { Alert, Button, VisuallyHidden } from '@platform/shared/ui-kit';
import { backofficeKey, useBackofficeQuery } from '@platform/backoffice/data-access';
import { useBackofficeErrorText } from '@platform/backoffice/i18n';
import { Card, ConfirmDialog } from '@platform/backoffice/ui';

/**
 * White-label switches (issue 22 §3): each flag the brand library knows, whether this brand
 * compiled it in, and whether players have it now. Only a compiled-in feature can be switched
 * off and back on; the gateway refuses the rest (FEATURE_NOT_COMPILED) whatever this screen shows.
 */
export function WhitelabelCard({ merchantCode }: { merchantCode: string }) {
  const { t } = useTranslation();
  const errorText = useBackofficeErrorText();
  const queryClient = useQueryClient();
  const request = { merchantCode };
  const state = useBackofficeQuery(backofficeWhitelabelCall, request);
  const change = useContractMutation(backofficeSwitchWhitelabelCall);
  // Switching a feature off takes it away from players: ask first. Switching back on does not.
  const [asking, setAsking] = useState<string | null>(null);

  const send = (flag: string, on: boolean) =>
    change.mutate(
      { merchantCode, flag, on },
      {
        onSuccess: (answer) => queryClient.setQueryData(backofficeKey(backofficeWhitelabelCall.id, request), answer),
        onSettled: () => setAsking(null),
      },
    );

  const row = (item: WhitelabelSwitch) => (
    <tr key={item.flag} data-testid={`whitelabel-${item.flag}`}>
      <th scope="row">
        <code>{item.flag}</code>
        <br />
        <small>{t(`system.flags.${item.flag}`, { defaultValue: '' })}</small>
      </th>
      <td>{item.compiled ? t('system.compiledIn') : t('system.notCompiled')}</td>
      <td data-testid={`whitelabel-${item.flag}-state`}>{item.on ? t('system.flagOn') : t('system.flagOff')}</td>
      <td>
        {item.compiled ? (
          <Button
            variant="secondary"
            loading={change.isPending && change.variables?.flag === item.flag}
            disabled={change.isPending}
            onClick={() => (item.on ? setAsking(item.flag) : send(item.flag, true))}
            data-testid={`whitelabel-${item.flag}-toggle`}
          >
            {item.on ? t('system.switchOff') : t('system.switchOn')}
          </Button>
        ) : null}
      </td>
    </tr>
  );

  return (
    <Card>
      <h2>{t('system.whitelabelTitle')}</h2>
      <p>{t('system.whitelabelHint')}</p>
      {state.error ? <Alert tone="error">{errorText(state.error)}</Alert> : null}
      {change.error ? <Alert tone="error">{errorText(change.error)}</Alert> : null}
      {state.data ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('system.flag')}</th>
              <th scope="col">{t('system.compiled')}</th>
              <th scope="col">{t('system.forPlayers')}</th>
              <th scope="col">
                <VisuallyHidden>{t('system.action')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>{state.data.flags.map(row)}</tbody>
        </table>
      ) : null}
      {asking ? (
        <ConfirmDialog
          name="whitelabel-off"
          title={t('system.switchOffTitle', { flag: asking })}
          confirmLabel={t('system.switchOff')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          busy={change.isPending}
          onConfirm={() => send(asking, false)}
          onCancel={() => setAsking(null)}
        >
          <p>{t('system.switchOffBody')}</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

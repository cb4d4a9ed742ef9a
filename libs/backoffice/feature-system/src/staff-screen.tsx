import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  STAFF_NAME_PATTERN,
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  backofficeCreateStaffCall,
  backofficeResetStaffTotpCall,
  backofficeStaffListCall,
  backofficeUpdateStaffCall,
  type Staff,
  type StaffRole,
} from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';
import { Alert, Button, Checkbox } from '@platform/shared/ui-kit';
import { useBackofficeQuery, useStaffSession, useWorkspace } from '@platform/backoffice/data-access';
import { useBackofficeErrorText, useFormat } from '@platform/backoffice/i18n';
import { Card, ConfirmDialog, FieldBox, Input, Screen, ScreenTitle, Toolbar } from '@platform/backoffice/ui';

const Roles = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm) var(--space-md);
  border: 0;
  padding: 0;
  margin: 0;
`;

const Secret = styled.code`
  overflow-wrap: anywhere;
  font-size: 0.85rem;
`;

const Row = styled.li`
  display: grid;
  gap: var(--space-sm);
  padding-block: var(--space-md);
  border-block-end: 1px solid var(--color-border);
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Checkboxes of the five roles; at least one must stay ticked for a save. */
function RolePicker({ value, onChange, name }: { value: StaffRole[]; onChange: (roles: StaffRole[]) => void; name: string }) {
  const { t } = useTranslation();
  return (
    <Roles aria-label={t('staff.roles')}>
      {STAFF_ROLES.map((role) => (
        <Checkbox
          key={role}
          checked={value.includes(role)}
          onChange={(checked) => onChange(checked ? [...value, role] : value.filter((r) => r !== role))}
          testId={`${name}-role-${role}`}
        >
          {t(`staff.role.${role}`)}
        </Checkbox>
      ))}
    </Roles>
  );
}

/** Shown once after an enrolment or a reset: the new staff member scans or types it into their authenticator. */
function TotpEnrolment({ name, secret, uri }: { name: string; secret: string; uri: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success" testId="staff-totp">
      <p>{t('staff.totpOnce', { name })}</p>
      <p>
        {t('staff.totpSecret')}: <Secret data-testid="staff-totp-secret">{secret}</Secret>
      </p>
      <p>
        <Secret>{uri}</Secret>
      </p>
    </Alert>
  );
}

type Pending = { kind: 'disable' | 'enable' | 'reset'; staff: Staff } | null;

/**
 * Staff (issue 22 §1): an owner adds staff to the merchant, sets their roles there, resets their
 * TOTP and disables them. Every change is one audit row at the gateway; the owner's own account is
 * changed by another owner.
 */
export function StaffScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useBackofficeErrorText();
  const queryClient = useQueryClient();
  const { merchantCode } = useWorkspace();
  const session = useStaffSession();
  const myId = session.data?.staff.id;
  const list = useBackofficeQuery(backofficeStaffListCall, merchantCode ? { merchantCode } : null);
  const create = useContractMutation(backofficeCreateStaffCall);
  const update = useContractMutation(backofficeUpdateStaffCall);
  const reset = useContractMutation(backofficeResetStaffTotpCall);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [editing, setEditing] = useState<{ id: number; roles: StaffRole[] } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [enrolment, setEnrolment] = useState<{ name: string; secret: string; uri: string } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['backoffice', backofficeStaffListCall.id] });
  const canCreate = STAFF_NAME_PATTERN.test(name) && password.length >= STAFF_PASSWORD_MIN && roles.length > 0;

  const add = () => {
    if (!merchantCode || !canCreate) return;
    create.mutate(
      { merchantCode, name, password, roles },
      {
        onSuccess: (answer) => {
          setEnrolment({ name: answer.staff.name, secret: answer.totpSecret, uri: answer.totpUri });
          setName('');
          setPassword('');
          setRoles([]);
          refresh();
        },
      },
    );
  };
  const saveRoles = () => {
    if (!merchantCode || !editing || editing.roles.length === 0) return;
    update.mutate({ merchantCode, staffId: editing.id, roles: editing.roles }, { onSuccess: () => { setEditing(null); refresh(); } });
  };
  const confirm = () => {
    if (!merchantCode || !pending) return;
    const done = () => { setPending(null); refresh(); };
    if (pending.kind === 'reset') {
      reset.mutate({ merchantCode, staffId: pending.staff.id }, { onSuccess: (answer) => { setEnrolment({ name: answer.staff.name, secret: answer.totpSecret, uri: answer.totpUri }); done(); } });
    } else {
      update.mutate({ merchantCode, staffId: pending.staff.id, disabled: pending.kind === 'disable' }, { onSuccess: done });
    }
  };
  const rolesIn = (staff: Staff) => staff.grants.filter((grant) => grant.merchantCode === merchantCode).map((grant) => grant.role);
  const error = create.error ?? update.error ?? reset.error;

  return (
    <Screen aria-labelledby="bo-staff-title">
      <ScreenTitle id="bo-staff-title">{t('staff.title')}</ScreenTitle>
      {enrolment ? <TotpEnrolment {...enrolment} /> : null}
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      <Card as="form" aria-labelledby="bo-staff-add" onSubmit={(event) => { event.preventDefault(); add(); }}>
        <h2 id="bo-staff-add">{t('staff.add')}</h2>
        <Toolbar>
          <FieldBox>
            {t('staff.name')}
            <Input value={name} maxLength={32} autoComplete="off" onChange={(event) => setName(event.target.value.toLowerCase())} data-testid="staff-name" />
          </FieldBox>
          <FieldBox>
            {t('staff.password')}
            <Input type="password" value={password} maxLength={128} autoComplete="new-password" onChange={(event) => setPassword(event.target.value)} data-testid="staff-password" />
          </FieldBox>
        </Toolbar>
        <small>{t('staff.nameHint', { min: STAFF_PASSWORD_MIN })}</small>
        <RolePicker value={roles} onChange={setRoles} name="new" />
        <div>
          <Button type="submit" disabled={!canCreate} loading={create.isPending} data-testid="staff-create">
            {t('staff.create')}
          </Button>
        </div>
      </Card>
      {list.error ? <Alert tone="error">{errorText(list.error)}</Alert> : null}
      <Card>
        <h2>{t('staff.list')}</h2>
        <List data-testid="staff-list">
          {(list.data ?? []).map((staff) => {
            const self = staff.id === myId;
            return (
              <Row key={staff.id} data-testid={`staff-${staff.name}`}>
                <strong>
                  {staff.name} {staff.disabled ? `(${t('staff.disabled')})` : ''} {self ? `(${t('staff.you')})` : ''}
                </strong>
                <small>
                  {t('staff.rolesHere')}: {rolesIn(staff).map((role) => t(`staff.role.${role}`)).join(', ')} · {t('staff.lastLogin')}: {format.dateTime(staff.lastLoginAt)}
                </small>
                {editing?.id === staff.id ? (
                  <>
                    <RolePicker value={editing.roles} onChange={(next) => setEditing({ id: staff.id, roles: next })} name={`edit-${staff.name}`} />
                    <Toolbar>
                      <Button onClick={saveRoles} disabled={editing.roles.length === 0} loading={update.isPending} data-testid={`staff-save-${staff.name}`}>
                        {t('staff.saveRoles')}
                      </Button>
                      <Button variant="ghost" onClick={() => setEditing(null)}>
                        {t('common.cancel')}
                      </Button>
                    </Toolbar>
                  </>
                ) : self ? null : (
                  <Toolbar>
                    <Button variant="secondary" onClick={() => setEditing({ id: staff.id, roles: rolesIn(staff) })} data-testid={`staff-edit-${staff.name}`}>
                      {t('staff.editRoles')}
                    </Button>
                    <Button variant="secondary" onClick={() => setPending({ kind: 'reset', staff })} data-testid={`staff-reset-${staff.name}`}>
                      {t('staff.resetTotp')}
                    </Button>
                    <Button variant="ghost" onClick={() => setPending({ kind: staff.disabled ? 'enable' : 'disable', staff })} data-testid={`staff-toggle-${staff.name}`}>
                      {staff.disabled ? t('staff.enable') : t('staff.disable')}
                    </Button>
                  </Toolbar>
                )}
              </Row>
            );
          })}
        </List>
      </Card>
      {pending ? (
        <ConfirmDialog
          name="staff-confirm"
          title={t(`staff.confirm.${pending.kind}Title`)}
          confirmLabel={t(`staff.confirm.${pending.kind}`)}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          busy={update.isPending || reset.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          {t(`staff.confirm.${pending.kind}Text`, { name: pending.staff.name })}
        </ConfirmDialog>
      ) : null}
    </Screen>
  );
}

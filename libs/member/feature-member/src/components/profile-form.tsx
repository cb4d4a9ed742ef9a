import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_CONTACTS, type MemberProfile, type ProfileContact } from '@platform/shared/api-contract';
import { Alert, Button, TextField } from '@platform/shared/ui-kit';
import { useUpdateProfile } from '@platform/member/data-access';
import { Form, Section } from './parts';
import { useErrorText } from './use-error-text';

/** Nickname, birthday and the contact handles (spec §3 "Other profile fields"). */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useUpdateProfile();
  const [nickname, setNickname] = useState(profile.nickname);
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [contacts, setContacts] = useState<Record<ProfileContact, string>>(
    Object.fromEntries(PROFILE_CONTACTS.map((key) => [key, profile.contacts[key] ?? ''])) as Record<ProfileContact, string>,
  );
  const [nicknameError, setNicknameError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!nickname.trim()) {
      setNicknameError(t('validation.required'));
      return;
    }
    setNicknameError(null);
    save.mutate({ nickname: nickname.trim(), birthday, contacts });
  }

  return (
    <Section aria-labelledby="profile-title">
      <h3 id="profile-title">{t('member.profile_title')}</h3>
      <Form onSubmit={submit} noValidate data-testid="profile-form">
        <TextField label={t('member.nickname')} requiredMark value={nickname} onChange={setNickname} error={nicknameError} maxLength={32} data-testid="profile-nickname" />
        <TextField label={t('member.birthday')} type="date" value={birthday} onChange={setBirthday} data-testid="profile-birthday" />
        {PROFILE_CONTACTS.map((key) => (
          <TextField
            key={key}
            label={t(`member.contact.${key}`)}
            value={contacts[key]}
            onChange={(value) => setContacts((all) => ({ ...all, [key]: value }))}
            maxLength={64}
            data-testid={`profile-${key}`}
          />
        ))}
        {save.isError ? <Alert tone="error" testId="profile-error">{errorText(save.error)}</Alert> : null}
        {save.isSuccess ? <Alert tone="success" testId="profile-saved">{t('member.saved')}</Alert> : null}
        <Button type="submit" loading={save.isPending} data-testid="profile-submit">
          {t('member.save')}
        </Button>
      </Form>
    </Section>
  );
}

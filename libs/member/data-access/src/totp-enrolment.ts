import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { totpConfirmCall, totpEnrolCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient, type ApiError } from '@platform/shared/api-client';
import { memberKeys } from './member-keys';

/** TOTP enrolment (the "Google verification" of ARCHITECTURE): the secret and its otpauth URL. */
export function startTotpEnrolment(client: ApiClient) {
  return client.call(totpEnrolCall, {});
}

/** The 6-digit code that proves the authenticator holds the secret. */
export function confirmTotp(client: ApiClient, code: string) {
  return client.call(totpConfirmCall, { code });
}

export function useStartTotpEnrolment() {
  const client = useApiClient();
  return useMutation<z.output<typeof totpEnrolCall.response>, ApiError, void>({
    mutationKey: [totpEnrolCall.id],
    mutationFn: () => startTotpEnrolment(client),
  });
}

/** A confirmed code turns TOTP on in the profile, so the profile is read again. */
export function useConfirmTotp() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<z.output<typeof totpConfirmCall.response>, ApiError, string>({
    mutationKey: [totpConfirmCall.id],
    mutationFn: (code) => confirmTotp(client, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile() }),
  });
}

/** Start, then confirm a code: the pair the security centre's enrolment step uses. */
export function useTotpEnrolment() {
  return { start: useStartTotpEnrolment(), confirm: useConfirmTotp() };
}

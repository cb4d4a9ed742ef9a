import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { sendContactCodeCall, verifyContactCall, type ContactChannel, type MemberProfile } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient, type ApiError } from '@platform/shared/api-client';
import { memberKeys } from './member-keys';

/** Sends a code to the member's own mobile or e-mail. */
export function sendContactCode(client: ApiClient, channel: ContactChannel) {
  return client.call(sendContactCodeCall, { channel });
}

/** Checks the code; the answer is the profile with its verified flags. */
export function verifyContact(client: ApiClient, channel: ContactChannel, code: string) {
  return client.call(verifyContactCall, { channel, code });
}

export function useSendContactCode(channel: ContactChannel) {
  const client = useApiClient();
  return useMutation<z.output<typeof sendContactCodeCall.response>, ApiError, void>({
    mutationKey: [sendContactCodeCall.id, channel],
    mutationFn: () => sendContactCode(client, channel),
  });
}

/** The answer is the new profile, put straight into the cache. */
export function useVerifyContact(channel: ContactChannel) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MemberProfile, ApiError, string>({
    mutationKey: [verifyContactCall.id, channel],
    mutationFn: (code) => verifyContact(client, channel, code),
    onSuccess: (profile) => queryClient.setQueryData(memberKeys.profile(), profile),
  });
}

/**
 * Proving the member's own mobile or e-mail (issue 11): send a code to it, then enter it. A
 * verified contact is what carries a cool-off or self-exclusion to the person's other brands.
 */
export function useContactVerification(channel: ContactChannel) {
  return { send: useSendContactCode(channel), confirm: useVerifyContact(channel) };
}

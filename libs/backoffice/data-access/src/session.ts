import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { backofficeLogoutCall, backofficeMeCall, type Staff } from '@platform/shared/api-contract';
import { ApiError, useApiClient, type ApiClient } from '@platform/shared/api-client';

export const STAFF_SESSION_KEY = ['backoffice', 'session'] as const;

export interface StaffSession {
  staff: Staff;
  idleMinutes: number;
}

/** Answers that mean "show the sign-in page", not "show an error". */
const SIGNED_OUT = new Set(['NOT_LOGGED_IN', 'EXTRA_VERIFICATION_REQUIRED']);

export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && SIGNED_OUT.has(error.code);
}

export function staffSessionQueryOptions(client: ApiClient) {
  return {
    queryKey: STAFF_SESSION_KEY,
    queryFn: async (): Promise<StaffSession | null> => {
      try {
        return await client.call(backofficeMeCall, {});
      } catch (error) {
        if (isSignedOutError(error)) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  };
}

/** The signed-in staff member (null: nobody, or only the password step done). */
export function useStaffSession() {
  const client = useApiClient();
  return useQuery(staffSessionQueryOptions(client));
}

/** After the TOTP step the answer is the staff member: no second request is needed. */
export function rememberSignedIn(queryClient: QueryClient, staff: Staff, idleMinutes?: number): void {
  const previous = queryClient.getQueryData<StaffSession | null>(STAFF_SESSION_KEY);
  queryClient.setQueryData<StaffSession>(STAFF_SESSION_KEY, { staff, idleMinutes: idleMinutes ?? previous?.idleMinutes ?? 15 });
}

/**
 * Forgets everything the signed-in staff member could read: cached tables must not survive into
 * the next person's session on a shared desk.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'backoffice' && query.queryKey[1] !== 'session' });
  queryClient.setQueryData(STAFF_SESSION_KEY, null);
}

export function useSignOut() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await client.call(backofficeLogoutCall, {});
    } finally {
      forgetSession(queryClient);
    }
  };
}

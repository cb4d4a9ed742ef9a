export { createBackofficeClient } from './backoffice-client';
export { can, merchantsOf } from './permissions';
export { MERCHANT_STORAGE_KEY, merchantCodeAtom, pickMerchant } from './merchant';
export {
  STAFF_SESSION_KEY,
  forgetSession,
  isSignedOutError,
  rememberSignedIn,
  staffSessionQueryOptions,
  useSignOut,
  useStaffSession,
} from './session';
export type { StaffSession } from './session';
export { backofficeKey, useBackofficeQuery } from './queries';
export { exportUrl, fetchExport } from './server-export';
export type { ExportOutcome } from './server-export';
export { cashierUploadUrl } from './upload-url';
export { saveFile } from './csv';
export { useCsvExport } from './use-csv-export';
export { useWorkspace } from './use-workspace';
export { usePagedList } from './use-paged-list';
export { SupportLiveProvider, connectSupportLive, useSupportLive } from './support-live';
export type { SupportLiveConnect, SupportLiveHandlers, SupportLiveStatus } from './support-live';

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
export { EXPORT_ROW_CAP, fetchAllPages } from './fetch-all-pages';
export { cashierUploadUrl } from './upload-url';
export { csvCell, saveCsv, toCsv } from './csv';
export type { CsvColumn } from './csv';
export { useCsvExport } from './use-csv-export';
export { useWorkspace } from './use-workspace';
export { usePagedList } from './use-paged-list';

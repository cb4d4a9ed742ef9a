export { createApiClient } from './create-api-client';
export type { ApiClient, ApiClientOptions, CallOptions } from './create-api-client';
export { ApiError } from './api-error';
export { ApiClientProvider, useApiClient } from './api-client-context';
export { useContractMutation } from './use-contract-mutation';
export { downloadCsv, filenameFromDisposition } from './download-csv';
export type { DownloadCsvOptions, DownloadedCsv } from './download-csv';
export { isUncertainFailure, useIdempotencyKey } from './idempotency-key';

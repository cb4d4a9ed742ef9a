/**
 * Where a receipt or dispute proof image is served. Same origin, so the browser sends the staff
 * session cookie with the <img> request and the gateway checks the permission as for any call.
 */
export function cashierUploadUrl(uploadId: string, merchantCode: string): string {
  return `/api/backoffice/cashier/uploads/${encodeURIComponent(uploadId)}?merchantCode=${encodeURIComponent(merchantCode)}`;
}

/** The session marks the announcement popup closed under this key (spec §4). */
export const PUBLIC_MODAL_CLOSED_KEY = 'publicModalClosed';

export function isPublicModalClosed(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(PUBLIC_MODAL_CLOSED_KEY) === '1';
}

export function markPublicModalClosed(storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(PUBLIC_MODAL_CLOSED_KEY, '1');
}

/** A new login is a new audience (executions A and F), so its popup shows once again. */
export function reopenPublicModal(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(PUBLIC_MODAL_CLOSED_KEY);
}

/** Session- and local-storage keys the spec names. */
export const STORAGE_KEYS = {
  token: 'token',
  merchantCode: 'merchantCode',
  /** Set after free play; removed on success (spec §4 "Free play"). */
  changePassword: 'cpw',
} as const;

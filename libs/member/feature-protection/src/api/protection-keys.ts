/** The protection feature's query keys. */
export const protectionKeys = {
  all: ['protection'] as const,
  limits: () => [...protectionKeys.all, 'limits'] as const,
  realityCheck: () => [...protectionKeys.all, 'reality-check'] as const,
  status: () => [...protectionKeys.all, 'status'] as const,
};

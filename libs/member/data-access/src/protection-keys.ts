/** The player-protection query keys (limits, status, reality check); kept under their own root so a logout clear or a limit change touches only them. */
export const protectionKeys = {
  all: ['protection'] as const,
  limits: () => [...protectionKeys.all, 'limits'] as const,
  realityCheck: () => [...protectionKeys.all, 'reality-check'] as const,
  status: () => [...protectionKeys.all, 'status'] as const,
};

import { atom } from 'jotai';
import type { SystemStatus } from '@platform/shared/api-contract';

/**
 * The served system info (white-label flags, registration settings, resources,
 * CDNs), set by the shell when the system status loads, read by every domain.
 */
export const systemInfoAtom = atom<SystemStatus['info'] | null>(null);

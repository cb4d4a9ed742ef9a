import { atom } from 'jotai';

/** noticeModal (spec §2): whether it is open, and the notice index the accordion follows. */
export const noticeModalOpenAtom = atom<boolean>(false);
export const noticeIndexAtom = atom<number | null>(null);

/** The mobile side menu drawer. */
export const sideMenuOpenAtom = atom<boolean>(false);

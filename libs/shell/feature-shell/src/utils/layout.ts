/**
 * Spec §2's route table says which shell views each screen has: home has header,
 * footer and side menu; the game centres header and footer; /lottery, /seamless and
 * /description the header only; /seaLottery and /vnLottery the side menu.
 */
export interface ShellLayout {
  footer: boolean;
  sideMenu: boolean;
}

export const HOME_PATHS = ['/', '/index', '/index.html', '/home', '/login', '/register', '/help'] as const;
const HEADER_ONLY = ['/lottery', '/seamless', '/description'];
const WITH_SIDE_MENU = ['/seaLottery', '/vnLottery'];

export function layoutFor(pathname: string): ShellLayout {
  if ((HOME_PATHS as readonly string[]).includes(pathname)) return { footer: true, sideMenu: true };
  if (HEADER_ONLY.includes(pathname)) return { footer: false, sideMenu: false };
  if (WITH_SIDE_MENU.includes(pathname)) return { footer: false, sideMenu: true };
  return { footer: true, sideMenu: false };
}

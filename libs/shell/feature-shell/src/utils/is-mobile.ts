/** Phones and tablets by user agent (the usual list; "Mobile" covers most others). */
export const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/**
 * Spec §9 "A device counts as mobile by user-agent or orientation-capability
 * detection": a mobile user agent, or a browser that can report the device's
 * orientation (window.orientation exists only on handheld browsers).
 */
export function isMobileDevice(device: { userAgent: string; canReportOrientation: boolean }): boolean {
  return MOBILE_USER_AGENT.test(device.userAgent) || device.canReportOrientation;
}

export function detectMobile(win: Window = window): boolean {
  return isMobileDevice({
    userAgent: win.navigator.userAgent,
    canReportOrientation: 'orientation' in win || 'onorientationchange' in win,
  });
}

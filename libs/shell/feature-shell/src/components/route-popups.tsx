import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { authPopupAtom } from '@platform/auth/feature-auth';

/** /login and /register are the home page with that popup open (spec §2). */
export function RoutePopups() {
  const { pathname } = useLocation();
  const setPopup = useSetAtom(authPopupAtom);
  useEffect(() => {
    if (pathname === '/login') setPopup('login');
    if (pathname === '/register') setPopup('register');
  }, [pathname, setPopup]);
  return null;
}

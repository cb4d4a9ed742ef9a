import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RequireLogin } from './require-login';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>login screen</p>} />
        <Route path="/lottery" element={<RequireLogin><p>lottery screen</p></RequireLogin>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('login guard (spec §2)', () => {
  it('redirects to /login when session storage holds no token', () => {
    renderAt('/lottery');
    expect(screen.getByText('login screen')).toBeInTheDocument();
  });

  it('shows the route when a token is in session storage', () => {
    sessionStorage.setItem('token', 'abc');
    renderAt('/lottery');
    expect(screen.getByText('lottery screen')).toBeInTheDocument();
  });
});

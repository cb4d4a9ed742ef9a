import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { LinkButton } from './link-button';

it('is a link, named by its text, going where it says', () => {
  renderWithTheme(<LinkButton href="/deposit">Deposit</LinkButton>);
  expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
});

it("renders through a router's link component given as `as`, which receives the link's props", () => {
  // Stands in for react-router's Link: the ui-kit does not depend on a router.
  const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(function RouterLink({ to, ...rest }, ref) {
    return <a ref={ref} href={`#${to}`} data-router-link="" {...rest} />;
  });
  renderWithTheme(
    <>
      <LinkButton as={RouterLink} to="/promotions">
        See promotions
      </LinkButton>
      <LinkButton href="/">Home</LinkButton>
    </>,
  );
  const link = screen.getByRole('link', { name: 'See promotions' });
  expect(link).toHaveAttribute('href', '#/promotions');
  expect(link).toHaveAttribute('data-router-link');
  // The button look travels with it: the same generated classes as the plain link.
  expect(link.className).toBe(screen.getByRole('link', { name: 'Home' }).className);
});

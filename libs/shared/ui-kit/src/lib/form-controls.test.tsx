import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { TextField } from './text-field';
import { PasswordField } from './password-field';
import { Tabs } from './tabs';
import { Checkbox } from './checkbox';
import { Alert } from './alert';

describe('form controls', () => {
  it('ties a field error to its input and announces it', () => {
    renderWithTheme(<TextField label="Username" value="" onChange={() => undefined} error="Input cannot be empty" />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByRole('alert')).toHaveTextContent('Input cannot be empty');
  });

  it('marks a required field with *', () => {
    renderWithTheme(<TextField label="Mobile" value="" onChange={() => undefined} requiredMark />);
    expect(screen.getByText(/^\*/)).toBeInTheDocument();
  });

  it('reports typed values', () => {
    const onChange = vi.fn();
    renderWithTheme(<TextField label="Username" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice' } });
    expect(onChange).toHaveBeenCalledWith('alice');
  });

  it('shows and hides the password', () => {
    renderWithTheme(
      <PasswordField label="Password" value="pw" onChange={() => undefined} showLabel="Show password" hideLabel="Hide password" />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('moves between tabs with the arrow keys', () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Tabs label="Method" value="a" onChange={onChange} items={[{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }]} />,
    );
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('toggles a checkbox', () => {
    const onChange = vi.fn();
    renderWithTheme(<Checkbox checked={false} onChange={onChange}>Remember me</Checkbox>);
    fireEvent.click(screen.getByLabelText('Remember me'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('announces an error alert at once and an info alert politely', () => {
    renderWithTheme(
      <>
        <Alert tone="error">Bad</Alert>
        <Alert>Fine</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bad');
    expect(screen.getByRole('status')).toHaveTextContent('Fine');
  });
});

import { useState } from 'react';
import { Button } from './button';
import { EyeIcon } from './eye-icon';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  showLabel: string;
  hideLabel: string;
}

/** A password input that the player can show or hide (spec §4 "Login"). */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <Button
          type="button"
          variant="ghost"
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </Button>
      }
    />
  );
}

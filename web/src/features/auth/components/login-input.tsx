import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';

export interface LoginInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  prefix?: ReactNode;
  /** A password field with a show / hide button. */
  password?: boolean;
  invalid?: boolean;
  /** Label of the show / hide button (password fields). */
  toggleLabel?: string;
  'data-testid'?: string;
}

/**
 * A large text or password input in antd's look, for the login page only: antd's Input pulls the
 * form library into the first download (its form-status context), which the login page does not
 * otherwise need.
 */
export function LoginInput({ prefix, password = false, invalid = false, toggleLabel, className, ...input }: LoginInputProps) {
  const [visible, setVisible] = useState(false);
  const classes = ['tis-login-input', invalid ? 'tis-login-input-invalid' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {prefix && <span className="tis-login-input-prefix">{prefix}</span>}
      <input {...input} type={password && !visible ? 'password' : 'text'} aria-invalid={invalid || undefined} />
      {password && (
        <button
          type="button"
          className="tis-login-input-toggle"
          aria-label={toggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          onMouseDown={(event) => event.preventDefault()}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      )}
    </span>
  );
}

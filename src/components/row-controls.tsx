import type { ButtonHTMLAttributes, ReactNode } from 'react';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { Link, type LinkProps } from 'react-router';
import { rowControlClasses, type RowControlColor } from './row-controls-sx';

/*
 * Controls for the rows of long tables: plain elements that look like MUI's small Button,
 * IconButton, Checkbox and Link (underlined on hover), styled by their table's rule
 * (row-controls-sx.ts, part of the DataTable's rule). Elsewhere, use MUI's own.
 */

type NativeButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'color' | 'className'>;

export interface RowButtonProps extends NativeButton {
  variant?: 'text' | 'outlined' | 'contained';
  color?: RowControlColor;
  children: ReactNode;
}

export function RowButton({ variant = 'text', color = 'primary', ...props }: RowButtonProps) {
  return (
    <button
      type="button"
      className={rowControlClasses.button}
      data-variant={variant}
      data-color={color}
      {...props}
    />
  );
}

export interface RowIconButtonProps extends NativeButton {
  'aria-label': string;
  /** An icon at `fontSize="small"`. */
  children: ReactNode;
}

export function RowIconButton(props: RowIconButtonProps) {
  return <button type="button" className={rowControlClasses.iconButton} {...props} />;
}

export interface RowCheckboxProps {
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  'aria-label': string;
}

export function RowCheckbox({
  checked,
  disabled,
  onChange,
  'aria-label': ariaLabel,
}: RowCheckboxProps) {
  return (
    <span
      className={rowControlClasses.checkbox}
      data-checked={checked ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-label={ariaLabel}
      />
      {checked ? <CheckBoxIcon fontSize="small" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}
    </span>
  );
}

/** An in-app link, as MUI's Link with `underline="hover"` around react-router's. */
export function RowLink(props: Omit<LinkProps, 'className'>) {
  return <Link className={rowControlClasses.link} {...props} />;
}

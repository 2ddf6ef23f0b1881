import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type SxProps, type Theme } from '@mui/material';

/** Attributes for the <input> (or <textarea>) itself: maxLength, inputMode, min/max/step, aria-label … */
export type HtmlInputProps = InputHTMLAttributes<HTMLInputElement> & { [data: `data-${string}`]: string | undefined };

export interface TextInputProps {
  label?: ReactNode;
  /** The input's id; one is made up when absent (the label and the helper text point at it either way). */
  id?: string;
  name?: string;
  value?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /**
   * Shown under the field and given to the input as its description (aria-describedby). ' ' keeps the line's height.
   */
  helperText?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  htmlInput?: HtmlInputProps;
  sx?: SxProps<Theme>;
  /** Keep the label raised even when empty: a date input always shows its own placeholder (mm/dd/yyyy). */
  shrinkLabel?: boolean;
}

/**
 * An outlined text field wired like MUI's TextField (label for the input, helper text as its description, error and
 * required states), built from FormControl, InputLabel, OutlinedInput and FormHelperText only. TextField imports
 * Select (Menu, Popover, Modal, the filled and standard inputs …) whether or not it is a select: this does not,
 * which keeps tens of kB out of every screen with a form.
 */
export function TextInput({
  label,
  id: idOverride,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  size,
  sx,
  htmlInput,
  shrinkLabel,
  ...input
}: TextInputProps) {
  const madeUpId = useId();
  const id = idOverride ?? madeUpId;
  const hasLabel = label != null && label !== '';
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  // MUI's InputBase hands its autosizing textarea rows={undefined}, over the rows={minRows} that textarea draws with
  // before it can measure itself: a server-drawn textarea would be one row high until the scripts take over.
  const inputProps = input.multiline && input.minRows ? { rows: input.minRows, ...htmlInput } : htmlInput;
  return (
    <FormControl error={error} required={required} disabled={disabled} fullWidth={fullWidth} size={size} sx={sx}>
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...(shrinkLabel && { shrink: true })}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        label={hasLabel ? label : undefined}
        {...(shrinkLabel && { notched: true })}
        aria-describedby={helperTextId}
        fullWidth={fullWidth}
        inputProps={inputProps}
        {...input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

import { useId, type ChangeEventHandler, type ReactNode } from 'react';
import { FormControl, InputLabel, NativeSelect, OutlinedInput, type SxProps, type Theme } from '@mui/material';

interface SelectFieldProps {
  label: string;
  id?: string;
  name?: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  /** The <option> elements. */
  children: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An outlined drop-down that is the browser's own <select> (the phone's picker, no menu or popover code): MUI's
 * NativeSelect in an OutlinedInput, its label always raised since a choice always shows.
 */
export function SelectField({
  label,
  id: idOverride,
  name,
  value,
  onChange,
  children,
  size,
  fullWidth,
  sx,
}: SelectFieldProps) {
  const madeUpId = useId();
  const id = idOverride ?? madeUpId;
  return (
    <FormControl size={size} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name }}
        value={value}
        onChange={onChange}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}

import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useLingui } from '@lingui/react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What is about to change: the fields SPEC.md lists for this dialog. */
  children?: ReactNode;
  /** The confirming button's text ('Delete', 'Confirm'); omit to show only the close button. */
  confirmLabel?: string;
  confirmColor?: 'error' | 'primary' | 'success';
  busy?: boolean;
  onConfirm?: () => void;
  onClose: () => void;
}

/** A modal asking to confirm one action, listing what it applies to. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmColor = 'error',
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { _ } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="confirm-dialog-title"
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {_('common.action.close')}
        </Button>
        {confirmLabel && onConfirm && (
          <Button variant="contained" color={confirmColor} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** One 'Label: value' line inside a ConfirmDialog. */
export function DetailLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ margin: '4px 0', overflowWrap: 'anywhere' }}>
      <strong>{label}:</strong> {children}
    </div>
  );
}

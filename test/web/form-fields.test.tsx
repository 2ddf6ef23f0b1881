import { useState, type ChangeEvent, type ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TextField } from '@mui/material';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { describe, expect, it, vi } from 'vitest';
import { formikField } from '../../src/components/form/formikField';
import { SelectField } from '../../src/components/form/SelectField';
import { TextInput, type TextInputProps } from '../../src/components/form/TextInput';
import { I18nProvider } from '@lingui/react';
import { browserI18n } from '../../src/lib/i18n';
import userEvent from './user-event';

/** What a user and assistive tech get from a field: its name, description, states and the input's attributes. */
function summary(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!;
  const label = container.querySelector('label');
  const describedBy = input.getAttribute('aria-describedby');
  const helper = describedBy ? container.ownerDocument.getElementById(describedBy) : null;
  return {
    tag: input.tagName,
    labelFor: label ? label.htmlFor === input.id : null,
    labelText: label?.textContent ?? null,
    labelError: label?.classList.contains('Mui-error') ?? null,
    description: helper?.textContent ?? null,
    helperInside: helper ? container.contains(helper) : null,
    helperError: helper?.classList.contains('Mui-error') ?? null,
    required: input.required,
    invalid: input.getAttribute('aria-invalid'),
    disabled: input.disabled,
    readOnly: input.readOnly,
    type: input.getAttribute('type'),
    name: input.getAttribute('name'),
    maxLength: input.getAttribute('maxlength'),
    autoComplete: input.getAttribute('autocomplete'),
    outlined: Boolean(container.querySelector('.MuiOutlinedInput-root fieldset legend')),
  };
}

/** Renders a field whose value lives in React state, recording every value its onChange hands over. */
function renderControlled(
  field: (
    value: string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void,
  ) => ReactElement,
) {
  const seen: string[] = [];
  function Controlled() {
    const [value, setValue] = useState('');
    return field(value, (event) => {
      seen.push(event.target.value);
      setValue(event.target.value);
    });
  }
  return { seen, ...render(<Controlled />) };
}

type Case = Omit<TextInputProps, 'htmlInput'> & { maxLength?: number; readOnly?: boolean };

/** The same field as MUI's TextField and as TextInput: the two must look the same to a user and to a screen reader. */
function renderBoth({ maxLength, readOnly, startAdornment, endAdornment, ...props }: Case) {
  const htmlInput = { ...(maxLength && { maxLength }), ...(readOnly && { readOnly }) };
  const reference = render(
    <TextField
      {...props}
      onChange={props.onChange ?? (() => {})}
      slotProps={{ htmlInput, input: { startAdornment, endAdornment } }}
    />,
  );
  const light = render(
    <TextInput
      {...props}
      onChange={props.onChange ?? (() => {})}
      htmlInput={htmlInput}
      startAdornment={startAdornment}
      endAdornment={endAdornment}
    />,
  );
  return { reference: summary(reference.container), light: summary(light.container) };
}

const cases: Array<[string, Case]> = [
  [
    'a required e-mail field',
    { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', required: true, fullWidth: true, value: '' },
  ],
  [
    'a field in error with its message',
    { label: 'Phone', name: 'phone', required: true, error: true, helperText: 'Phone is required', value: '' },
  ],
  [
    'a field with a reserved (blank) helper line',
    { label: 'Address', name: 'address', helperText: ' ', maxLength: 120, value: 'Dhaka' },
  ],
  ['a read-only small field', { label: 'Role', size: 'small', readOnly: true, value: 'user' }],
  ['a disabled field', { label: 'Name', disabled: true, value: 'Nusrat' }],
  [
    'a multi-line field with a hint',
    { label: 'Message', multiline: true, minRows: 4, helperText: '0/1000', value: '' },
  ],
  ['a field without a label', { name: 'q', placeholder: 'Search', value: '' }],
];

describe('TextInput: wired like MUI TextField', () => {
  it.each(cases)('matches TextField for %s', (_title, props) => {
    const { reference, light } = renderBoth(props);
    expect(light).toEqual(reference);
  });

  it('names the input by its label and describes it by its helper text', () => {
    render(
      <TextInput label="Email" name="email" required helperText="We never share it" value="" onChange={() => {}} />,
    );
    const input = screen.getByRole('textbox', { name: /^Email/ });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('We never share it')).not.toHaveClass('Mui-error');
  });

  it('shows the error state on the input, the label and the message', () => {
    render(
      <TextInput
        id="signup-phone"
        label="Phone"
        error
        helperText="Enter a valid phone number"
        value="12"
        onChange={() => {}}
      />,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('id', 'signup-phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'signup-phone-helper-text');
    expect(input).toHaveAccessibleDescription('Enter a valid phone number');
    expect(screen.getByText('Enter a valid phone number')).toHaveClass('Mui-error');
    expect(screen.getByText('Phone', { selector: 'label' })).toHaveClass('Mui-error');
  });

  it('has no description without helper text, and distinct ids for two fields', () => {
    render(
      <>
        <TextInput label="First" value="" onChange={() => {}} />
        <TextInput label="Second" value="" onChange={() => {}} />
      </>,
    );
    const first = screen.getByLabelText('First');
    const second = screen.getByLabelText('Second');
    expect(first).not.toHaveAttribute('aria-describedby');
    expect(first.id).not.toBe(second.id);
  });

  it('hands typing to onChange and passes the input attributes through', async () => {
    const user = userEvent.setup();
    const { seen } = renderControlled((value, onChange) => (
      <TextInput
        label="Search"
        value={value}
        onChange={onChange}
        htmlInput={{ maxLength: 5, inputMode: 'search', 'data-testid': 'search-box' }}
      />
    ));
    await user.type(screen.getByLabelText('Search'), 'padma river');
    expect(screen.getByTestId('search-box')).toHaveValue('padma');
    expect(screen.getByTestId('search-box')).toHaveAttribute('inputmode', 'search');
    expect(seen.at(-1)).toBe('padma');
  });

  it('draws a multi-line field on the server as high as its minimum rows, before the browser measures it', () => {
    const html = renderToString(
      <TextInput id="note" label="Note" multiline minRows={4} htmlInput={{ maxLength: 50 }} value="" />,
    );
    const drawn = new DOMParser().parseFromString(html, 'text/html').getElementById('note')!;
    expect([drawn.tagName, drawn.getAttribute('rows'), drawn.getAttribute('maxlength')]).toEqual([
      'TEXTAREA',
      '4',
      '50',
    ]);
  });
});

describe('formikField', () => {
  function NameForm({ onSubmit }: { onSubmit: (values: { name: string }) => void }) {
    const formik = useFormik({
      initialValues: { name: '' },
      validationSchema: yup.object({ name: yup.string().trim().required('Name is required') }),
      onSubmit,
    });
    return (
      <form onSubmit={formik.handleSubmit} noValidate>
        <TextInput label="Name" required {...formikField(formik, 'name', 'As on your ID')} />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('shows the hint until the field is touched with an error, then the error, then the hint again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <I18nProvider i18n={browserI18n}>
        <NameForm onSubmit={onSubmit} />
      </I18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: /^Name/ });
    expect(input).toHaveAccessibleDescription('As on your ID');

    await user.click(input);
    await user.tab(); // blurred empty: touched, and required says so
    expect(await screen.findByText('Name is required')).toHaveClass('Mui-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is required');

    await user.type(input, 'Nusrat');
    await screen.findByText('As on your ID');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Nusrat' });
  });
});

describe('SelectField', () => {
  it('is a native select named by its label, raising the label, and reports the choice', async () => {
    const user = userEvent.setup();
    const { seen, container } = renderControlled((value, onChange) => (
      <SelectField label="Select Book Category" value={value} onChange={onChange}>
        <option value="">All Books</option>
        <option value="History">History</option>
      </SelectField>
    ));
    const select = screen.getByRole('combobox', { name: 'Select Book Category' });
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Books', 'History']);
    expect(select).toHaveDisplayValue('All Books');
    // The label sits in the outline's notch (not over the shown choice).
    expect(container.querySelector('label')).toHaveAttribute('data-shrink', 'true');
    await user.selectOptions(select, 'History');
    expect(seen).toEqual(['History']);
    expect(select).toHaveValue('History');
  });
});

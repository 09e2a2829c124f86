import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ChangeEvent, ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { shownError } from './shownError';

export type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'helperText'
> & {
  /** The field in the form's schema. */
  name: FieldPath<Values>;
  /**
   * What the field says while it has no message to show (a hint).
   * @default undefined
   */
  helperText?: ReactNode;
  /**
   * What the input keeps of what is typed (e.g. the phone's digits); the form gets that.
   * @default the text as typed
   */
  normalize?: (raw: string) => string;
  /** Told of each change, as normalised (the form has it already). */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

/**
 * A text field (or a select, with `select`) bound to the Form around it: the
 * schema's message shows under it once the customer has left the field or tried to submit,
 * never before (shownError); otherwise its hint.
 */
export function FormTextField<Values extends FieldValues>({
  name,
  helperText,
  normalize = (raw) => raw,
  onChange,
  ...field
}: FormTextFieldProps<Values>) {
  const { control, formState } = useFormContext<Values>();
  const controller = useController({ control, name });
  const message = shownError(controller.fieldState, formState.isSubmitted);
  return (
    <TextField
      {...field}
      name={name}
      inputRef={controller.field.ref}
      value={controller.field.value ?? ''}
      onBlur={controller.field.onBlur}
      onChange={(event) => {
        const next = normalize(event.target.value);
        controller.field.onChange(next);
        onChange?.(next, event);
      }}
      error={message !== undefined}
      helperText={message ?? helperText}
    />
  );
}

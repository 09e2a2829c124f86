import Stack, { type StackProps } from '@mui/material/Stack';
import type { ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

export interface FormProps<Input extends FieldValues, Output extends FieldValues> extends Omit<
  StackProps<'form'>,
  'onSubmit' | 'onInvalid' | 'component' | 'noValidate'
> {
  /** The form from useZodForm: its schema checks every field. */
  form: UseFormReturn<Input, unknown, Output>;
  /** Valid values, as the schema hands them on (trimmed, normalised); never called otherwise. */
  onSubmit: SubmitHandler<Output>;
  /** A submit was tried with invalid fields: they now show their messages. */
  onInvalid?: SubmitErrorHandler<Input>;
  children: ReactNode;
}

/**
 * The one form wrapper (STYLE.md 6): a schema's form in, fields (FormTextField) inside get their
 * value and their message through the context; the browser's own validation bubbles stay off.
 */
export function Form<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...stack
}: FormProps<Input, Output>) {
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} {...stack}>
        {children}
      </Stack>
    </FormProvider>
  );
}

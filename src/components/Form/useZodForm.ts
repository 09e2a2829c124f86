import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from '../../domain/zod';

/**
 * Every form's react-hook-form, checked by one schema of src/domain (the same the server uses).
 * `onTouched`: a field is checked when the customer leaves it, then on each change; a field left
 * alone says nothing until a submit is tried (issue 13: forms speak after the customer acts).
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodMiniType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema) as Resolver<Input, unknown, Output>,
  });
}

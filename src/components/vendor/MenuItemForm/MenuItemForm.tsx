import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import {
  MENU_DESC_MAX,
  menuItemFormSchema,
  type MenuItemFormInput,
  type MenuItemFormValues,
} from '../../../domain/menuItemSchema';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_BIG_MESSAGE,
  UPLOAD_TYPES_MESSAGE,
} from '../../../domain/uploadedPicture';
import { Form } from '../../Form/Form';
import { FormTextField } from '../../Form/FormTextField';
import { useZodForm } from '../../Form/useZodForm';

export type MenuFormField = 'name' | 'desc' | 'price' | 'category';

export interface MenuItemFormProps {
  /**
   * A new package (its picture is chosen here and goes with it on 'Add package'), or changes to
   * one that exists (its picture uploads at once).
   */
  mode: 'new' | 'edit';
  /**
   * What the fields start with.
   * @default empty fields
   */
  defaultValues?: { name: string; desc: string; price: number | ''; category: string };
  /**
   * The server's word on a field (a name another package already has), shown under it.
   * @default {}
   */
  serverErrors?: Partial<Record<MenuFormField, string>>;
  /**
   * The change is being saved: the button spins and takes no more clicks.
   * @default false
   */
  saving?: boolean;
  /** The package's picture now (edit mode). */
  picture?: { src: string; alt: string };
  /**
   * A picture is being uploaded.
   * @default false
   */
  uploading?: boolean;
  /**
   * Why the last picture was refused ('' for none).
   * @default ''
   */
  uploadError?: string;
  /**
   * Saves the checked values (whole naira, trimmed texts); in 'new' mode with the picture chosen
   * in the form, if any.
   */
  onSubmit: (values: MenuItemFormValues, picture?: File) => void;
  onCancel: () => void;
  /** A picture file was chosen (edit mode: it uploads at once). */
  onUpload?: (file: File) => void;
}

const EMPTY = { name: '', desc: '', price: '' as const, category: '' };
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a chosen file will not do ('' if it will): the server's limits, checked before the upload. */
function pictureProblem(file: File): string {
  if (!PICTURE_TYPES.includes(file.type)) return UPLOAD_TYPES_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_TOO_BIG_MESSAGE;
  return '';
}

/**
 * One package's name, description, price and category, checked by the same rules as the server
 * (src/domain/menuItemSchema.ts), and its picture (JPEG, PNG or WebP up to 5 MB).
 */
export function MenuItemForm({
  mode,
  defaultValues = EMPTY,
  serverErrors = {},
  saving = false,
  picture,
  uploading = false,
  uploadError = '',
  onSubmit,
  onCancel,
  onUpload,
}: MenuItemFormProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useZodForm<MenuItemFormInput, MenuItemFormValues>(menuItemFormSchema, { defaultValues });
  // The server's refusals land on their fields, like the form's own.
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors)) {
      if (message) form.setError(field as MenuFormField, { type: 'server', message });
    }
  }, [serverErrors, form]);
  const title = mode === 'new' ? 'New package' : `Edit ${defaultValues.name}`;
  // A new package's picture waits in the form until 'Add package' (there is nothing to upload
  // it to before): shown from the file itself meanwhile.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [chosenError, setChosenError] = useState('');
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  const takesPicture = mode === 'new' || Boolean(onUpload);
  const shownPicture = mode === 'new' ? chosen && { src: chosen.url, alt: 'The chosen picture' } : picture;
  const shownError = mode === 'new' ? chosenError || uploadError : uploadError;

  return (
    <Form
      form={form}
      onSubmit={(values) => (chosen ? onSubmit(values, chosen.file) : onSubmit(values))}
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, border: 2, borderColor: 'primary.main', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Typography id={`${id}-title`} component="h3" variant="h6" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        <FormTextField<MenuItemFormInput>
          name="name"
          label="Name"
          required
          helperText="2 to 60 characters, not the name of another package"
        />
        <FormTextField<MenuItemFormInput>
          name="desc"
          label="Description"
          multiline
          minRows={2}
          helperText={`Up to ${MENU_DESC_MAX} characters`}
        />
        <FormTextField<MenuItemFormInput>
          name="price"
          label="Price"
          required
          helperText="Whole naira, from ₦50 to ₦1,000,000"
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { startAdornment: <InputAdornment position="start">₦</InputAdornment> },
          }}
        />
        <FormTextField<MenuItemFormInput>
          name="category"
          label="Category"
          helperText="The storefront's heading for it, such as Packages or Burgers"
        />
        {takesPicture && (
          <Box>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {shownPicture?.src ? (
                <img
                  src={shownPicture.src}
                  alt={shownPicture.alt}
                  width={96}
                  height={72}
                  style={{ borderRadius: 8, objectFit: 'cover' }}
                />
              ) : (
                <Box sx={{ width: 96, height: 72, borderRadius: 2, bgcolor: 'grey.200' }} aria-hidden />
              )}
              <input
                ref={fileInput}
                type="file"
                hidden
                accept="image/jpeg,image/png,image/webp"
                aria-label="Picture file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (!file) return;
                  if (mode === 'edit') return onUpload?.(file);
                  const problem = pictureProblem(file);
                  setChosenError(problem);
                  setChosen(problem ? null : { file, url: URL.createObjectURL(file) });
                }}
              />
              <Button
                variant="outlined"
                color="secondary"
                disabled={uploading}
                onClick={() => fileInput.current?.click()}
              >
                {uploading
                  ? 'Uploading…'
                  : mode === 'new'
                    ? chosen
                      ? 'Choose another picture'
                      : 'Choose a picture'
                    : 'Upload a picture'}
              </Button>
            </Stack>
            {uploading && <LinearProgress aria-label="Uploading the picture" sx={{ mt: 1 }} />}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              JPEG, PNG or WebP, up to 5 MB. Shown 4:3 on the menu.
            </Typography>
            {shownError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {shownError}
              </Alert>
            )}
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} color="inherit" disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {mode === 'new' ? 'Add package' : 'Save'}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

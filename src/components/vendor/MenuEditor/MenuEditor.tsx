import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lagosClock, lagosDay } from '../../../domain/lagosCalendar';
import type { MenuItemFormValues } from '../../../domain/menuItemSchema';
import { formatNaira } from '../../../domain/money';
import { describeMenuChange, type MenuChangeView, type VendorMenuItem } from '../../../domain/vendorMenuApi';
import { MenuItemForm, type MenuFormField } from '../MenuItemForm/MenuItemForm';
import { ConsoleSwitch } from '../ConsoleSwitch/ConsoleSwitch';

export interface MenuEditorProps {
  /** Every package, hidden ones too, in the storefront's order. */
  items: readonly VendorMenuItem[];
  /**
   * The latest changes, newest first.
   * @default []
   */
  changes?: readonly MenuChangeView[];
  /**
   * The package whose form is open, 'new' for a new one, null for none.
   * @default null
   */
  editing?: number | 'new' | null;
  /**
   * The open form is being saved.
   * @default false
   */
  saving?: boolean;
  /**
   * The server's refusals of the open form's fields.
   * @default {}
   */
  formErrors?: Partial<Record<MenuFormField, string>>;
  /**
   * Packages with a move or a show/hide under way.
   * @default []
   */
  busyIds?: readonly number[];
  /**
   * The open form's picture is uploading.
   * @default false
   */
  uploading?: boolean;
  /**
   * Why the open form's last picture was refused.
   * @default ''
   */
  uploadError?: string;
  /**
   * The menu is being read.
   * @default false
   */
  loading?: boolean;
  /**
   * What went wrong last, '' for nothing.
   * @default ''
   */
  error?: string;
  /** The current time (epoch ms): changes today show their time only. */
  now: number;
  onEdit: (id: number) => void;
  onNew: () => void;
  onCancel: () => void;
  /** Saves the open form: a new package (with the picture chosen in its form, if any), or the one being edited. */
  onSave: (values: MenuItemFormValues, picture?: File) => void;
  /** One place up (-1) or down (+1). */
  onMove: (id: number, by: -1 | 1) => void;
  onToggleVisible: (id: number, visible: boolean) => void;
  /** A picture file for the package being edited. */
  onUpload: (id: number, file: File) => void;
}

function when(iso: string, now: number): string {
  const at = Date.parse(iso);
  const day = lagosDay(at);
  return day === lagosDay(now) ? lagosClock(at) : `${day.slice(8)}/${day.slice(5, 7)} ${lagosClock(at)}`;
}

/**
 * The console's Menu tab (issue 16): every package with its picture, price and place, shown or
 * hidden from the storefront; its form to change name, description, price and picture; a new
 * package; and a short history of who changed what.
 */
export function MenuEditor({
  items,
  changes = [],
  editing = null,
  saving = false,
  formErrors = {},
  busyIds = [],
  uploading = false,
  uploadError = '',
  loading = false,
  error = '',
  now,
  onEdit,
  onNew,
  onCancel,
  onSave,
  onMove,
  onToggleVisible,
  onUpload,
}: MenuEditorProps) {
  const names = new Map(items.map((item) => [item.id, item.name]));
  const form = (item?: VendorMenuItem) => (
    <MenuItemForm
      key={item?.id ?? 'new'}
      mode={item ? 'edit' : 'new'}
      defaultValues={
        item ? { name: item.name, desc: item.desc, price: item.price, category: item.category } : undefined
      }
      serverErrors={formErrors}
      saving={saving}
      picture={item?.imgUrl ? { src: item.imgUrl, alt: `${item.name} now` } : undefined}
      uploading={uploading}
      uploadError={uploadError}
      onSubmit={onSave}
      onCancel={onCancel}
      onUpload={item ? (file) => onUpload(item.id, file) : undefined}
    />
  );

  return (
    <Paper component="section" aria-labelledby="menu-editor-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Typography id="menu-editor-title" component="h2" variant="h5">
          Menu
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNew} disabled={editing !== null}>
          New package
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {error}
        </Alert>
      )}
      {editing === 'new' && <Box sx={{ mb: 1.5 }}>{form()}</Box>}
      {loading && items.length === 0 ? (
        <Stack spacing={1} role="status" aria-label="Loading the menu">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, index) => {
            if (editing === item.id) {
              return (
                <li key={item.id} aria-label={item.name}>
                  {form(item)}
                </li>
              );
            }
            const busy = busyIds.includes(item.id);
            return (
              <Box
                component="li"
                key={item.id}
                aria-label={item.name}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '64px minmax(0, 1fr)',
                  gap: 1.5,
                  alignItems: 'center',
                  p: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  opacity: item.visible ? 1 : 0.7,
                }}
              >
                {item.imgUrl ? (
                  <img
                    src={item.imgUrl}
                    alt=""
                    width={64}
                    height={48}
                    style={{ borderRadius: 6, objectFit: 'cover' }}
                  />
                ) : (
                  <Box sx={{ width: 64, height: 48, borderRadius: 1.5, bgcolor: 'grey.200' }} />
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.name}</Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2">{formatNaira(item.price)}</Typography>
                    {!item.visible && <Chip size="small" label="Hidden" />}
                  </Stack>
                </Box>
                {/* The controls under the name: a long name keeps the whole width of the row. */}
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', justifyContent: 'flex-end', gridColumn: '1 / -1' }}
                >
                  <IconButton
                    aria-label={`Move ${item.name} up`}
                    disabled={busy || index === 0 || editing !== null}
                    onClick={() => onMove(item.id, -1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${item.name} down`}
                    disabled={busy || index === items.length - 1 || editing !== null}
                    onClick={() => onMove(item.id, 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <ConsoleSwitch
                    checked={item.visible}
                    disabled={busy}
                    onChange={(_event, checked) => onToggleVisible(item.id, checked)}
                    slotProps={{ input: { 'aria-label': `${item.name} on the menu` } }}
                  />
                  <Button
                    size="small"
                    variant="outlined"
                    color="secondary"
                    onClick={() => onEdit(item.id)}
                    disabled={editing !== null}
                  >
                    Edit
                  </Button>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
      <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
        Recent changes
      </Typography>
      {changes.length === 0 ? (
        <Typography color="text.secondary">No changes yet.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Recent changes">
          {changes.map((change) => (
            <Typography
              component="li"
              variant="body2"
              key={change.id}
              sx={{ overflowWrap: 'anywhere', mb: 0.5 }}
            >
              <strong>{change.after.name || names.get(change.itemId)}</strong>: {describeMenuChange(change)}
              <Typography component="span" variant="body2" color="text.secondary">
                {` · ${change.changedBy}, ${when(change.changedAt, now)}`}
              </Typography>
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
